/**
 * Verdict equivalence check for speed work on the Guardian text pipeline: runs the engine over every
 * text the bench and the generated corpus use (chat mix, long-text mix; the challenge set is not
 * read) under the bench's message context, the demo context and a sliding-window context, and prints
 * one line per verdict (decision, riskScore, policy, policy tags). Diff two runs' output to prove an
 * optimisation changed no verdict: `npx tsx scripts/guardian/equivalence.ts > before.txt`.
 *
 * With `--golden` the golden file's texts (GUARDIAN_DATA_DIR for the public sets) are added, each under the same
 * three contexts (the window's recent messages: the previous up to three texts), ≈ 160,000 verdicts. With
 * `--ref <git ref>` (ADR 267) the engine of that ref (extracted as ab.ts does) judges every case too, in the same
 * process, and only the count of differing verdicts (decision, risk, trust update, policy, tags, flagged terms,
 * reasons) is printed, with the first few differing keys (never text).
 */
import { createHash } from 'node:crypto';
import { chatMix, longMix } from '../../bench/guardian.bench';
import { createGuardianEngine, type ModerationContext } from '../../server/modules/guardian/engine';
import { verdictPolicy } from '../../server/modules/guardian/engine/policy';
import { goldenCases } from '../../server/modules/guardian/golden/golden';
import { engineAtRef, option, verdictKey } from './ab-harness';

const engine = createGuardianEngine();
const ref = option('ref', '');
const old = ref ? (await engineAtRef(ref)).engine.createGuardianEngine() : null;
const sender = {
  trustScore: 55,
  accountAgeDays: 40,
  recentReports: 0,
  recentBlocks: 0,
  messagesLastMinute: 2,
  sameTextRecipients: 1,
};
const message: ModerationContext = {
  surface: 'message',
  grid: 'date',
  sender,
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
  recipientHasReplied: true,
  recentMessages: ['hey!', 'how was your day?'],
};
const demo: ModerationContext = { surface: 'demo', sender: { trustScore: 50 } };

const texts = [...chatMix(), ...longMix()];
if (process.argv.includes('--golden')) {
  const seen = new Set(texts);
  for (const c of goldenCases(process.env.GUARDIAN_DATA_DIR))
    if (!seen.has(c.text)) (seen.add(c.text), texts.push(c.text));
}
const hash = createHash('sha256');
let lines = 0;
let differ = 0;
const out: string[] = [];
for (let i = 0; i < texts.length; i++) {
  const t = texts[i];
  // The window context: the previous (up to) three texts of the mix as the sender's recent messages.
  const window: ModerationContext = { ...message, recentMessages: texts.slice(Math.max(0, i - 3), i) };
  for (const [name, ctx] of [
    ['message', message],
    ['demo', demo],
    ['window', window],
  ] as const) {
    const v = engine.moderateText(t, ctx);
    lines++;
    if (old) {
      if (verdictKey(old.moderateText(t, ctx)) !== verdictKey(v) && ++differ <= 10)
        console.log(`differ: text ${i} under ${name}`);
      continue;
    }
    const line = `${i}\t${name}\t${v.decision}\t${v.riskScore}\t${verdictPolicy(v)}\t${v.policyTags.join(',')}`;
    out.push(line);
    hash.update(line + '\n');
  }
}
if (old) console.log(`${lines} verdicts over ${texts.length} texts against ${ref}: ${differ} differ`);
else {
  process.stdout.write(out.join('\n') + '\n');
  process.stderr.write(`${lines} verdicts over ${texts.length} texts, sha256 ${hash.digest('hex')}\n`);
}
process.exitCode = differ ? 1 : 0;
