// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILURE_SCREEN } from '@app/shared/ui';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

const { RemotePage } = await import('./remote-page.tsx');

afterEach(() => {
  cleanup();
  loadRemote.mockReset();
});

describe('RemotePage', () => {
  it('renders the exposed page of the remote', async () => {
    loadRemote.mockResolvedValue({ default: () => <h1>Planner page</h1> });
    render(<RemotePage remote="planner" expose="./PlannerPage" />);
    expect(await screen.findByRole('heading', { name: 'Planner page' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('planner/PlannerPage');
  });

  it('loads a page once: two pages asking at once share the load, and a page opened again renders at once', async () => {
    let resolve!: (module: unknown) => void;
    loadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
    render(
      <>
        <RemotePage remote="content" expose="./HelpPage" />
        <RemotePage remote="content" expose="./HelpPage" />
      </>,
    );
    expect(screen.queryByRole('heading', { name: 'Help' })).toBeNull();
    resolve({ default: () => <h1>Help</h1> });
    expect(await screen.findAllByRole('heading', { name: 'Help' })).toHaveLength(2);
    cleanup();

    render(<RemotePage remote="content" expose="./HelpPage" />);
    expect(screen.getByRole('heading', { name: 'Help' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows the failure screen when the remote cannot be loaded', async () => {
    loadRemote.mockResolvedValue({ remoteUnavailable: 'content', reason: 'manifest 404' });
    render(<RemotePage remote="content" expose="./AboutPage" />);
    expect(await screen.findByRole('heading', { name: FAILURE_SCREEN.title })).toBeTruthy();
    expect(screen.getByText(FAILURE_SCREEN.text)).toBeTruthy();
    expect(screen.getByRole('button', { name: FAILURE_SCREEN.retry })).toBeTruthy();
    expect(screen.getByRole('alert').dataset.failureSource).toBe('content');
  });

  it('contains a page that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    render(
      <div>
        <p>Header stays</p>
        <RemotePage remote="commerce" expose="./ShoppingListPage" />
      </div>,
    );
    expect(await screen.findByRole('heading', { name: FAILURE_SCREEN.title })).toBeTruthy();
    expect(screen.getByText('Header stays')).toBeTruthy();
  });
});
