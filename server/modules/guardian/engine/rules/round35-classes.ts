/**
 * Round 35 (issue 15, ADR 339): minors, extortion and off-platform lures in classes the older readers do not read.
 * (Placeholder of the tests-first commit: reads nothing yet.)
 */
import type { ContextSignal } from '../types';
import type { RuleInput } from './types';

export function round35ClassSignals(_input: RuleInput): ContextSignal[] {
  return [];
}
