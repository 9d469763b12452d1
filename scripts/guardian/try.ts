/**
 * Judges messages one by one in the challenge sets' context and prints each verdict (a development tool).
 *
 *   npx tsx scripts/guardian/try.ts [--stranger] [--optin] [--trust 90] [--recent "earlier part|later part"] "msg" …
 *
 * `--stranger`: the recipient never replied; `--optin`: both opted in to NSFW text on the hookup grid; `--recent`:
 * the sender's earlier parts to the same member, oldest first, separated by `|`.
 */
import { challengeContext } from '../../server/modules/guardian/challenge-eval';
import { createGuardianEngine } from '../../server/modules/guardian/engine';

const args = process.argv.slice(2);
const messages: string[] = [];
let stranger = false;
let optedIn = false;
let trust = 50;
let recent: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--stranger') stranger = true;
  else if (a === '--optin') optedIn = true;
  else if (a === '--trust') trust = Number(args[++i]);
  else if (a === '--recent') recent = (args[++i] ?? '').split('|').filter(Boolean);
  else messages.push(a);
}
const engine = createGuardianEngine();
for (const text of messages) {
  const v = engine.moderateText(text, challengeContext({ optedIn, stranger }, trust, recent));
  console.log(
    `${v.decision.padEnd(6)} risk ${String(v.riskScore).padStart(3)}  ${v.layerTriggered}  [${v.policyTags.join(', ')}]  ${text}`,
  );
  console.log(`       ${v.reasoning}`);
}
