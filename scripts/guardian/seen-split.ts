/**
 * Every text a trained model learned or was calibrated on (its train and validation split), rebuilt with the loader
 * of its day, for the gate's held-out pairing (ADR 152). Run it from a tree of the commit the model was trained at
 * (its split depends on that commit's loader, corpus and normalisation), e.g.
 *   git archive <commit> server/modules/guardian package.json tsconfig.json | tar -x -C /tmp/old
 *   mkdir -p /tmp/old/scripts/guardian && cp scripts/guardian/seen-split.ts /tmp/old/scripts/guardian/
 *   ln -s "$PWD/node_modules" /tmp/old/node_modules
 *   (cd /tmp/old && GUARDIAN_DATA_DIR=... npx tsx scripts/guardian/seen-split.ts --out /tmp/seen.json)
 * It writes nothing unless the model's recorded split sizes and held-out macro F1 are reproduced exactly. Trained
 * by the CLI of that commit (trainingSamplesFor, seed from the file, default fractions); not for in-app models.
 * (gtm-20261122-14639d1f's digest was built with the older loader, loadTrainingData, from its own tree.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dedupeSamples, evaluateClassifier, splitSamples } from '../../server/modules/guardian/engine/train';
import { DEFAULT_MODEL_PATH, parseModel } from '../../server/modules/guardian/engine/classifier';
import { referenceTest, trainingSamplesFor } from '../../server/modules/guardian/guardian.retrain';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const file = JSON.parse(readFileSync(arg('model') ?? DEFAULT_MODEL_PATH, 'utf8'));
const seed = file.training?.seed ?? 42;
// The CLI's loader (scripts/guardian/train.ts): the training data minus every challenge-set message.
const dataDir = process.env.GUARDIAN_DATA_DIR;
const { samples } = trainingSamplesFor({ feedback: [], ...(dataDir ? { dataDir } : {}) });
const split = splitSamples(dedupeSamples(samples), seed);
const sizes = { train: split.train.length, validation: split.validation.length, test: split.test.length };
// Recorded on the test lines minus the hard-negative (hand-written) sources, as the trainer records it.
const hardNegativeSources: string[] = file.training?.hardNegatives?.sources ?? ['handwritten'];
const macroF1 = evaluateClassifier(parseModel(file), referenceTest(split.test, hardNegativeSources), sizes).macroF1;
const recorded = file.metrics;
console.log(`rebuilt split ${JSON.stringify(sizes)}, macro F1 ${macroF1}`);
console.log(`recorded split ${JSON.stringify(recorded.split)}, macro F1 ${recorded.macroF1}`);
if (JSON.stringify(sizes) !== JSON.stringify(recorded.split) || Math.abs(macroF1 - recorded.macroF1) > 1e-4) {
  console.error('NOT reproduced: this tree is not the one the model was trained with');
  process.exit(1);
}
const out = arg('out') ?? 'seen.json';
writeFileSync(
  out,
  JSON.stringify({ version: file.version, seen: [...split.train, ...split.validation].map((s) => s.text) }),
);
console.log(
  `reproduced; ${split.train.length + split.validation.length} seen texts of ${file.version} written to ${out}`,
);
