/**
 * Verdict equivalence check for speed work on the Guardian text pipeline: runs the engine over every
 * text the bench and the generated corpus use (chat mix, long-text mix; the challenge set is not
 * read) under the bench's message context, the demo context and a sliding-window context, and prints
 * one line per verdict (decision, riskScore, policy, policy tags). Diff two runs' output to prove an
 * optimisation changed no verdict: `npx tsx scripts/guardian/equivalence.ts > before.txt`.
 */
import { createHash } from 'node:crypto';
import { chatMix, longMix } from '../../bench/guardian.bench';
import { createGuardianEngine, type ModerationContext } from '../../server/modules/guardian/engine';
import { verdictPolicy } from '../../server/modules/guardian/engine/policy';

const engine = createGuardianEngine();
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
const hash = createHash('sha256');
let lines = 0;
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
    const line = `${i}\t${name}\t${v.decision}\t${v.riskScore}\t${verdictPolicy(v)}\t${v.policyTags.join(',')}`;
    out.push(line);
    hash.update(line + '\n');
    lines++;
  }
}
process.stdout.write(out.join('\n') + '\n');
process.stderr.write(`${lines} verdicts over ${texts.length} texts, sha256 ${hash.digest('hex')}\n`);
