// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionStorage } from '@app/shared/session';
import { createAppStore, sessionExitMarked, type AppStore } from '@app/shared/store';
import { runSubscriptionCheck } from '../session/subscription-check.ts';
import { ROUTE_TABLE } from '@app/shared/routes';
import { AppFrame } from './router.tsx';

// The one remote page this frame loads itself: the plan choice shown in place of a paid page.
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async (id: string) => ({ default: () => <p data-testid="remote">{id}</p> }),
}));

/** The real frame, route table and store, with each page replaced by its path so no remote loads. */
function renderAt(path: string, store: AppStore = createAppStore()) {
  const router = createMemoryRouter(
    [
      {
        element: <AppFrame />,
        children: ROUTE_TABLE.map((entry) => ({ path: entry.path, handle: entry, element: <p data-testid="page">{entry.path}</p> })),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const member = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 1,
    email: 'jane@example.com',
    token: 't',
    refreshToken: 'r',
    isAuthenticated: true,
    isSubscribed: false,
    profileCompleted: true,
    regionId: 1,
    ...extra,
  });

const here = (router: ReturnType<typeof renderAt>) => router.state.location.pathname + router.state.location.search;

describe('AppFrame carries out session routing', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('sends a visitor from a protected path to login and remembers it', async () => {
    const router = renderAt('/programs/3?tab=2');
    await screen.findByText('/login');
    expect(here(router)).toBe('/login');
    expect(localStorage.getItem('returnUrl')).toBe('/programs/3?tab=2');
  });

  it('takes a member from /login to the remembered origin and forgets it', async () => {
    localStorage.setItem('userInfo', member({ isSubscribed: true }));
    localStorage.setItem('returnUrl', '/programs/3');
    const router = renderAt('/login');
    await screen.findByText('/programs/:id');
    expect(here(router)).toBe('/programs/3');
    expect(localStorage.getItem('returnUrl')).toBeNull();
  });

  it('shows a member without a subscription the plan choice in place of a paid page, at the same address', async () => {
    localStorage.setItem('userInfo', member());
    const router = renderAt('/programs/3');
    expect((await screen.findByTestId('remote')).textContent).toBe('commerce/SubscriptionPage');
    expect(screen.queryByTestId('page')).toBeNull();
    expect(here(router)).toBe('/programs/3');
  });

  it('clears user info that makes no session', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ token: 't', isAuthenticated: false }));
    renderAt('/about');
    await screen.findByText('/about');
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('follows another tab logging out (storage event) to login', async () => {
    localStorage.setItem('userInfo', member());
    const router = renderAt('/settings');
    await screen.findByText('/settings');
    act(() => {
      localStorage.removeItem('userInfo');
      window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo', newValue: null }));
    });
    await screen.findByText('/login');
    expect(here(router)).toBe('/login');
    expect(localStorage.getItem('returnUrl')).toBe('/settings');
  });

  it('takes this tab to the default route when it ended the session itself', async () => {
    localStorage.setItem('userInfo', member());
    const store = createAppStore();
    const router = renderAt('/settings', store);
    await screen.findByText('/settings');
    act(() => {
      store.dispatch(sessionExitMarked('/'));
      clearSessionStorage();
    });
    await screen.findByText('/');
    expect(here(router)).toBe('/');
    expect(localStorage.getItem('returnUrl')).toBeNull();
  });

  it('holds the page during the subscription check, then shows the failure screen when it fails', async () => {
    localStorage.setItem('userInfo', member());
    let fail!: (error: Error) => void;
    const store = createAppStore();
    const check = runSubscriptionCheck(store, () => new Promise((_resolve, reject) => (fail = reject)));
    renderAt('/home', store);
    expect(screen.getByRole('status').textContent).toContain('Checking your subscription');
    expect(screen.queryByTestId('page')).toBeNull();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      fail(new Error('down'));
      await check;
    });
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ isSubscribed: false, isSubscribedAPIError: true });
  });

  it('shows the page once the check says trial', async () => {
    localStorage.setItem('userInfo', member({ isSubscribed: false }));
    const store = createAppStore();
    const check = runSubscriptionCheck(store, async () => 'trial');
    renderAt('/home', store);
    await act(async () => void (await check));
    expect(screen.getByTestId('page').textContent).toBe('/home');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ isSubscribed: true, isSubscribedAPIError: false });
  });
});
