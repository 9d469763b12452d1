/**
 * The chat contexts the rule-family tests judge messages in (one definition for every rules test): a member with
 * an ordinary 30-day-old account messaging someone who has (`stranger: false`) or has not replied, with or without
 * both having opted into sexual content (the hookup grid).
 */
import { normalizeText } from '../normalize';
import type { ContextSignal, ModerationContext } from '../types';
import { textViews, type RuleInput } from './types';

export const chatContext = (o: { stranger: boolean; optedIn?: boolean; trust?: number }): ModerationContext => ({
  surface: 'message',
  grid: o.optedIn ? 'hookup' : 'date',
  sender: { trustScore: o.trust ?? 50, accountAgeDays: 30, recentReports: 0, recentBlocks: 0, messagesLastMinute: 1 },
  recipient: { receiveTextNSFW: !!o.optedIn, receiveImageNSFW: !!o.optedIn },
  senderNsfw: { receiveTextNSFW: !!o.optedIn },
  recipientHasReplied: !o.stranger,
});

/**
 * Where a credible threat must BLOCK whatever the trust (issue 15): in a chat and from a stranger, at trust 50 and 90.
 */
export const HARM_CONTEXTS: readonly ModerationContext[] = [
  chatContext({ stranger: false }),
  chatContext({ stranger: false, trust: 90 }),
  chatContext({ stranger: true }),
  chatContext({ stranger: true, trust: 90 }),
];

/**
 * The window tests' context: a member who has been replied to, at `trustScore`, with the sender's last parts to the
 * same member (`recentMessages`, oldest first) and, at the same index, whether Guardian blocked each (ADR 206).
 */
export const windowContext = (
  recentMessages: string[],
  recentBlocked: boolean[] = [],
  trustScore = 50,
): ModerationContext => ({
  surface: 'message',
  grid: 'date',
  sender: { trustScore },
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
  recipientHasReplied: true,
  recentMessages,
  recentBlocked,
});

/**
 * What one rule family alone reads in a message (its kinds joined by commas), without the earlier families: the
 * family's tests show it is this module that reads a line, in an ongoing chat neither member opted into sex.
 */
export const familyReading =
  (family: (input: RuleInput) => ContextSignal[]) =>
  (text: string): string => {
    const norm = normalizeText(text);
    return family({
      norm,
      views: textViews(norm),
      ctx: chatContext({ stranger: false }),
      consent: 'not_opted_in_mutual',
      hardOnly: false,
      found: [],
    })
      .map((s) => s.kind)
      .join(',');
  };
