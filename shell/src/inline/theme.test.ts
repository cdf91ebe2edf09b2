// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  localStorage.clear();
  vi.resetModules();
});

/** The inline script run as the page runs it, with `stored` in localStorage: the data-theme it leaves. */
async function runThemeScript(stored: string | null): Promise<string | null> {
  if (stored !== null) localStorage.setItem('theme', stored);
  await import('./theme.ts');
  return document.documentElement.getAttribute('data-theme');
}

describe('the inline theme script', () => {
  it.each([
    [null, null],
    ['dark', 'dark'],
    ['light', 'light'],
    ['neon', null],
  ])('stored %j -> data-theme %j', async (stored, attribute) => {
    expect(await runThemeScript(stored)).toBe(attribute);
  });
});
