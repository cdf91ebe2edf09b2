// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAWN_FOR_ATTRIBUTE } from '@app/shared/prerender/drawn-for';
import { SERVER_API_CACHE_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '@app/shared/prerender/rendered-page';
import { STORAGE_KEYS } from '@app/shared/session';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.useRealTimers();
  vi.resetModules();
});

const HER = { id: 41, token: 't', isAuthenticated: true, isSubscribed: true, profileCompleted: true };

/** The page as the server sends it, `drawnFor` on its root, then the guard run as its inline script runs. */
async function runGuard(drawnFor: object | null): Promise<boolean> {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(SERVER_RENDERED_ATTRIBUTE, '/planner');
  if (drawnFor) root.setAttribute(DRAWN_FOR_ATTRIBUTE, JSON.stringify(drawnFor));
  root.innerHTML = '<div class="layout"><main><h1>Drawn</h1></main></div>';
  document.body.append(root);
  await import('./first-screen-guard.ts');
  return root.querySelector('h1') !== null;
}

describe('the first-screen guard', () => {
  it('keeps a visitor’s page for a visitor', async () => {
    expect(await runGuard(null)).toBe(true);
  });

  it('drops a visitor’s page, with everything in the root, for a signed-in member', async () => {
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(HER));
    expect(await runGuard(null)).toBe(false);
    expect(document.getElementById('root')!.childNodes).toHaveLength(0);
  });

  it.each([
    ['on the day it was drawn for', '2026-11-24T12:00:00', true],
    ['on the next day in her browser', '2026-11-25T12:00:00', false],
  ])('keeps her page for her only %s', async (_case, now, kept) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(HER));
    expect(await runGuard({ userId: '41', today: '2026-11-24' })).toBe(kept);
  });

  it('drops her page for another member', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00'), toFake: ['Date'] });
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...HER, id: 42 }));
    expect(await runGuard({ userId: '41', today: '2026-11-24' })).toBe(false);
  });

  it('drops her page when storage cannot be read', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(await runGuard({ userId: '41', today: '2026-11-24' })).toBe(false);
    vi.restoreAllMocks();
  });
});

describe('what the guard keeps and drops with the page', () => {
  /** The page as the server sends the shell's render: the marked root, then its API cache. */
  async function runOnApp(drawnFor: object | null) {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute(SERVER_RENDERED_ATTRIBUTE, '/planner');
    if (drawnFor) root.setAttribute(DRAWN_FOR_ATTRIBUTE, JSON.stringify(drawnFor));
    root.innerHTML = '<div class="layout"><main><h1>Drawn</h1></main></div>';
    const cache = document.createElement('script');
    cache.type = 'application/json';
    cache.id = SERVER_API_CACHE_ELEMENT_ID;
    cache.textContent = '{"queries":{}}';
    document.body.append(root, cache);
    await import('./first-screen-guard.ts');
    return root;
  }

  it('keeps it, marked for hydration, for whom it was drawn', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00'), toFake: ['Date'] });
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(HER));
    const root = await runOnApp({ userId: '41', today: '2026-11-24' });
    expect(root.querySelector('h1')?.textContent).toBe('Drawn');
    expect(root.getAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe('/planner');
    expect(document.getElementById(SERVER_API_CACHE_ELEMENT_ID)).not.toBeNull();
  });

  it('drops it for anyone else with its mark and her answers: nothing is hydrated, nobody else starts from them', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00'), toFake: ['Date'] });
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...HER, id: 42 }));
    const root = await runOnApp({ userId: '41', today: '2026-11-24' });
    expect(root.childNodes).toHaveLength(0);
    expect(root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(false);
    expect(document.getElementById(SERVER_API_CACHE_ELEMENT_ID)).toBeNull();
  });
});
