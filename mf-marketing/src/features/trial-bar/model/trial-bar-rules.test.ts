import { describe, expect, it } from 'vitest';
import { trialBarStep } from './trial-bar-rules.ts';

describe('trialBarStep', () => {
  it.each([
    ['not measured yet', null, false, 'keep'],
    ['plan section out of view, bar hidden', 0, false, 'show-after-delay'],
    ['plan section just under 10%', 0.099, false, 'show-after-delay'],
    ['plan section out of view, bar already shown', 0, true, 'keep'],
    ['plan section 10% visible', 0.1, true, 'hide'],
    ['plan section fully visible, bar hidden', 1, false, 'hide'],
    ['plan section coming back while the bar shows', 0.35, true, 'hide'],
  ] as const)('%s', (_name, ratio, visible, step) => {
    expect(trialBarStep(ratio, visible)).toBe(step);
  });
});
