// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@app/shared/store';
import { ROUTER_FALLBACK_TITLE } from '@app/shared/ui';
import { RouterFallback } from '../pages/router-fallback.tsx';
import { AppRoutes } from './router.tsx';

// Each remote page renders its id and the path parameters the router gave it.
vi.mock('@module-federation/enhanced/runtime', async () => {
  const { useParams } = await import('@app/shared/router');
  return {
    loadRemote: async (id: string) => ({
      default: function RemotePage() {
        return <p data-testid="remote">{`${id} ${JSON.stringify(useParams())}`}</p>;
      },
    }),
  };
});

const subscribedMember = JSON.stringify({
  id: 1,
  email: 'jane@example.com',
  token: 't',
  refreshToken: 'r',
  isAuthenticated: true,
  isSubscribed: true,
  profileCompleted: true,
  regionId: 1,
});

function renderAt(path: string) {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
}

describe('AppRoutes: the route table in declarative routes', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it.each([
    ['/about', 'content/AboutPage {}'],
    ['/signUp', 'auth/SignUpPage {}'],
    ['/recipe/meals/31/green-curry', 'content/RecipePage {"recipeType":"meals","recipeId":"31","recipeTitle":"green-curry"}'],
  ])('%s renders %s', async (path, rendered) => {
    renderAt(path);
    expect((await screen.findByTestId('remote')).textContent).toBe(rendered);
  });

  it('gives a member page its parameters', async () => {
    localStorage.setItem('userInfo', subscribedMember);
    renderAt('/programs/3');
    expect((await screen.findByTestId('remote')).textContent).toBe('planner/ProgramDetailPage {"id":"3"}');
  });

  it('shows the shell’s not-found page for a path no row matches', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('RouterFallback', () => {
  afterEach(cleanup);

  it('shows its children while nothing throws', () => {
    render(
      <RouterFallback>
        <p>page</p>
      </RouterFallback>,
    );
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('shows the title and the message of an error no page caught', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('the frame broke');
    }
    render(
      <RouterFallback>
        <Broken />
      </RouterFallback>,
    );
    expect(screen.getByRole('heading', { name: ROUTER_FALLBACK_TITLE })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('the frame broke');
  });
});
