/** Spec 01 §4: the Energy (dominance) slider's words. */
export function energyLabel(dominance: number): string {
  if (dominance < 25) return 'Very Passive';
  if (dominance < 50) return 'Somewhat Passive';
  if (dominance < 75) return 'Somewhat Active';
  return 'Very Active';
}
