// @vitest-environment jsdom
import { act, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@app/shared/routes';
import { createAppStore } from '@app/shared/store';
import { RouteLayout } from './layouts.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const HOME = ROUTE_TABLE.find((entry) => entry.path === '/home')!;

/** Taps "Open menu" while the layout is committed but its effects have not run: a tap made right after the page came alive. */
function TapsMenuAtCommit() {
  useLayoutEffect(() => {
    document.querySelector<HTMLButtonElement>('[aria-label="Open menu"]')!.click();
  }, []);
  return null;
}

function GoesTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(path)}>
        go
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

const container = document.createElement('div');
document.body.append(container);
let root: ReturnType<typeof createRoot> | null = null;
const render = async (children: React.ReactNode) => {
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={['/home']}>
          <RouteLayout route={HOME} title="Home" isMember>
            {children}
          </RouteLayout>
        </MemoryRouter>
      </Provider>,
    );
  });
};
const menu = () => container.querySelector('nav[aria-label="Main menu"]');

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('the main layout’s side menu', () => {
  it('stays open when she taps the menu before the layout’s first effects have run', async () => {
    await render(<TapsMenuAtCommit />);
    expect(menu()).not.toBeNull();
  });

  it.each([
    ['Escape', () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))],
    ['the close button', () => container.querySelector<HTMLButtonElement>('[aria-label="Close menu"]')!.click()],
    ['the backdrop', () => container.querySelector<HTMLElement>('.drawer-backdrop')!.click()],
  ])('dismissed with %s, it gives the focus back to the menu button', async (_how, dismiss) => {
    await render(null);
    const opener = container.querySelector<HTMLButtonElement>('[aria-label="Open menu"]')!;
    opener.focus();
    await act(async () => opener.click());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close menu');
    await act(async () => dismiss());
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes when she moves to another page, and is still closed when she comes back', async () => {
    await render(<GoesTo path="/programs" />);
    const tap = (selector: string) => act(async () => container.querySelector<HTMLButtonElement>(selector)!.click());
    await tap('[aria-label="Open menu"]');
    expect(menu()).not.toBeNull();
    await tap('main button');
    expect(menu()).toBeNull();
    await tap('main button:last-child');
    expect(menu()).toBeNull();
  });
});
