// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_TAPS_GLOBAL } from '@app/shared/prerender/first-screen-input';
import { SCRIPTS_AFTER_FIRST_PAINT_ELEMENT_ID } from '@app/shared/prerender/inline-scripts';

const taps = () => (window as unknown as Record<string, Element[] | null>)[FIRST_SCREEN_TAPS_GLOBAL];
const started = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

/** What each run of the script listens to on the window: taken off after each test, as a new page would start without them. */
const listening: Parameters<typeof window.addEventListener>[] = [];
const addEventListener = window.addEventListener.bind(window);
vi.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<typeof window.addEventListener>) => {
  listening.push(args);
  addEventListener(...args);
});

afterEach(() => {
  for (const [type, listener, options] of listening.splice(0)) window.removeEventListener(type, listener, options);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.resetModules();
});

/** A server-drawn page's end: its first screen's controls, the shell's scripts listed, then the inline script. */
async function loadPage() {
  document.body.innerHTML =
    '<main><button aria-label="Save"><span>Save</span></button><a href="/blogs">Blogs</a><button type="submit">Go</button></main>' +
    `<script type="application/json" id="${SCRIPTS_AFTER_FIRST_PAINT_ELEMENT_ID}">["/framework.1.js","/main.2.js"]</script>`;
  await import('./scripts-after-first-paint.ts');
}

describe('the shell’s scripts after the first paint', () => {
  it('start in their order once the page has loaded and a frame has painted, once', async () => {
    vi.useFakeTimers();
    await loadPage();
    expect(started()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(250);
    expect(started()).toEqual(['/framework.1.js', '/main.2.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => !script.async)).toBe(true);
    window.dispatchEvent(new Event('pointerdown'));
    expect(started()).toHaveLength(2);
  });

  it('start at her first tap or key, before the page has loaded', async () => {
    await loadPage();
    document.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(started()).toEqual(['/framework.1.js', '/main.2.js']);
  });

  it('keep each control she taps that the live page must replay, until the shell takes the list over', async () => {
    await loadPage();
    for (const selector of ['button[aria-label] span', 'a', 'button[type=submit]']) {
      const target = document.querySelector(selector)!;
      // A link would navigate and a submit button would submit on their own: only the list is checked here.
      target.addEventListener('click', (event) => event.preventDefault());
      target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }
    expect(taps()).toEqual([document.querySelector('button[aria-label]')]);
    (window as unknown as Record<string, null>)[FIRST_SCREEN_TAPS_GLOBAL] = null;
    expect(() => document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))).not.toThrow();
    expect(taps()).toBeNull();
  });
});
