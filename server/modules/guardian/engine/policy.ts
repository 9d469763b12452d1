/**
 * Which policy a verdict is about, for the sender's explanation (issue 15). Derived from the tags
 * of the contributions that decided it, most serious first.
 */
import type { GuardianPolicy } from '#contracts/guardian';
import type { GuardianVerdict } from './types';

const ORDER: Array<[GuardianPolicy, (tags: Set<string>, v: GuardianVerdict) => boolean]> = [
  ['minors', (t) => t.has('minor_safety') || t.has('child_exploitation')],
  ['extortion', (t) => t.has('extortion') || t.has('leak_threat')],
  [
    'threats',
    (t, v) => t.has('threat') || (v.criminalityFlags.includes('threats_of_violence') && !t.has('self_harm_incitement')),
  ],
  ['self_harm', (t) => t.has('self_harm_incitement')],
  ['drugs', (t, v) => t.has('drugs') || v.criminalityFlags.includes('drug_trafficking')],
  ['solicitation', (t) => t.has('solicitation')],
  ['scam', (t) => t.has('scam') || t.has('gift_card_scam') || t.has('money_request')],
  ['privacy', (t) => t.has('doxxing') || t.has('stalking') || t.has('address')],
  ['hate', (t) => t.has('hate_speech')],
  ['sexual_content', (t) => [...t].some((x) => x.startsWith('nsfw'))],
  ['harassment', (t) => t.has('harassment') || t.has('classifier:harmful') || t.has('banned_keyword')],
  ['contact_details', (t) => t.has('off_platform')],
  ['spam', (t) => t.has('promo_spam') || t.has('behaviour') || t.has('classifier:spam') || t.has('link')],
];

export function verdictPolicy(v: Pick<GuardianVerdict, 'policyTags' | 'criminalityFlags'>): GuardianPolicy {
  const tags = new Set(v.policyTags);
  for (const [policy, test] of ORDER) if (test(tags, v as GuardianVerdict)) return policy;
  return 'guidelines';
}
