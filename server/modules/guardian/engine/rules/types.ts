/**
 * The shape of a rule family kept outside context.ts (engine/rules/, ADR 125): a named detector that
 * yields one kind of context signal, with the words that gate it.
 */
import type { ContextSignalKind } from '../types';

export interface RuleFinding {
  /** Risk of the finding on its own (0-100); hard kinds block at >= 75 whatever the sender's trust. */
  risk: number;
  /** Short excerpt of what was found. */
  evidence: string;
}

export interface RuleFamily {
  /** Short name, for evidence and tests. */
  readonly name: string;
  /** The context signal a finding yields. */
  readonly kind: ContextSignalKind;
  /**
   * Lower-case ASCII words at least one of which every finding contains. The family only runs when one
   * occurs in the message, and the sliding window's gate reads them so that split messages are judged
   * together.
   */
  readonly gateWords: readonly string[];
  /** The first finding in the message's views (normalised text first), or null. */
  detect(views: readonly string[]): RuleFinding | null;
}
