import { describe, expect, it } from 'vitest';
import { energyLabel } from './energy-label';

describe('energy label', () => {
  it.each([
    [0, 'Very Passive'],
    [24, 'Very Passive'],
    [25, 'Somewhat Passive'],
    [49, 'Somewhat Passive'],
    [50, 'Somewhat Active'],
    [74, 'Somewhat Active'],
    [75, 'Very Active'],
    [100, 'Very Active'],
  ])('%i reads %s', (dominance, label) => {
    expect(energyLabel(dominance)).toBe(label);
  });
});
