/**
 * Commits what a model learned or was calibrated on, as hashes (ADR 152): reads the texts file seen-split.ts wrote
 * for it and writes model/seen-<version>.bin.gz, which the gate CLI and the in-app retrain use to pair the held-out
 * figures on samples neither model trained on. No text is written, only 32-bit hashes of each text's keys.
 *   npx tsx scripts/guardian/seen-digest.ts --seen /tmp/seen.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { encodeSeenDigest, loadSeenDigest, seenDigestPath } from '../../server/modules/guardian/guardian.retrain';

const i = process.argv.indexOf('--seen');
if (i < 0 || !process.argv[i + 1]) throw new Error('--seen <file written by seen-split.ts> is required');
const { version, seen } = JSON.parse(readFileSync(process.argv[i + 1], 'utf8')) as { version: string; seen: string[] };
const path = seenDigestPath(version);
const bytes = encodeSeenDigest(seen);
writeFileSync(path, bytes);
console.log(`${seen.length} texts of ${version}: ${loadSeenDigest(version)!.size} key hashes, ${bytes.length} bytes`);
console.log(`written to ${path}`);
