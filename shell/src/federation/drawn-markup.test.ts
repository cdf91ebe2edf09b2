import { describe, expect, it } from 'vitest';
import type { RemoteName } from '@app/shared/contract';
import { hydratesDrawnMarkup, type DrawnMarkup } from './drawn-markup.ts';

const RECIPE = '/recipe/meals/30001/overnight-oats';
/** This browser runs content 1.2.0 (the active version) and marketing's canary 2.0.0. */
const running = (remote: RemoteName) => ({ content: '1.2.0', marketing: '2.0.0' })[remote as string] ?? 'unknown';

describe('hydratesDrawnMarkup', () => {
  it.each<[string, DrawnMarkup, string, boolean]>([
    ['drawn for this path by the version it runs', { route: RECIPE, version: '1.2.0' }, RECIPE, true],
    ['drawn by the active version, the browser on the canary', { route: '/', version: '1.9.0' }, '/', false],
    ['drawn by the version it runs (a canary device on the canary)', { route: '/', version: '2.0.0' }, '/', true],
    ['drawn by a version rolled back since', { route: RECIPE, version: '1.1.0' }, RECIPE, false],
    ['drawn for another path', { route: '/blogs', version: '1.2.0' }, RECIPE, false],
    ['not said which version drew it', { route: RECIPE, version: null }, RECIPE, false],
    ['no server markup', { route: null, version: null }, RECIPE, false],
    ['a remote this browser does not run', { route: '/planner', version: '1.0.0' }, '/planner', false],
  ])('%s', (_case, drawn, pathname, hydrates) => {
    expect(hydratesDrawnMarkup(drawn, pathname, running)).toBe(hydrates);
  });
});
