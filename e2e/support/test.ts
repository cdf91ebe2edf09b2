/**
 * The journeys' `test`: Playwright's, with every browser context on the suite's day
 * (support/clock.ts). Journeys import `test` and `expect` from here.
 */
import { test as base } from '@playwright/test';
import { onSuiteDay } from './clock.ts';

export { expect } from '@playwright/test';

export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await onSuiteDay(context));
  },
});
