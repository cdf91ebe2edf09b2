import type { Page } from '@playwright/test';

/** Stores a member session the way the app does, before any page script runs. */
export async function actAsMember(page: Page, overrides: Record<string, unknown> = {}) {
  const userInfo = {
    id: 1,
    email: 'member@example.com',
    token: 'e2e-token',
    refreshToken: 'e2e-refresh',
    isAuthenticated: true,
    isSubscribed: true,
    profileCompleted: true,
    regionId: 1,
    ...overrides,
  };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-session-set')) {
      localStorage.setItem('userInfo', value);
      sessionStorage.setItem('e2e-session-set', '1');
    }
  }, JSON.stringify(userInfo));
}

/** Serves the browser a registry in which one remote points at a version that does not exist. */
export async function breakRegistryEntry(page: Page, remote: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = await response.json();
    registry.remotes[remote].entry = `/remotes/${remote}/0.0.0-missing/mf-manifest.json`;
    await route.fulfill({ response, json: registry });
  });
}
