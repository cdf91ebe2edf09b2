import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React draws this element: the live page, not the first screen the server sent
 * (the shell's server render, before the browser hydrates it), whose markup looks the same but whose buttons
 * do nothing until the scripts have run. React marks each element it renders with a fiber key;
 * markup it did not render has none.
 */
export async function waitForLive(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), {
      message: 'the live page replaced the server’s first screen',
    })
    .toBe(true);
}

/** React's reports of server markup it could not hydrate (it then draws that part again). */
const HYDRATION_ERROR = /hydrat|did not match|react\.dev\/errors\/4(18|19|21|23|25)/i;

/** Collects, from now on, what the page's console and uncaught errors say of a failed hydration. */
export function hydrationErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) errors.push(error.message);
  });
  return errors;
}

/**
 * A browser that never reports the listing's end in view: only the Load more button pages (focusing
 * or scrolling to the button would otherwise also page through the intersection observer).
 */
export async function withoutIntersectionObserver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}

/**
 * Holds the shell's start-up script back until the returned function is called: until then the
 * server's first screen is all the page has, as on a phone before its scripts have run.
 */
export async function holdShellScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Where the page's landmarks sit, to hold the server's first screen and the live page to the same pixels. */
export function landmarkBoxes(page: Page, selectors: string[]) {
  return page.evaluate(
    (list) =>
      list.map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return [selector, Math.round(box.top + window.scrollY), Math.round(box.left), Math.round(box.width), Math.round(box.height)];
      }),
    selectors,
  );
}
