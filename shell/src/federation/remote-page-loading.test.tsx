// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { FIRST_SCREEN_TAPS_GLOBAL } from '@app/shared/prerender/first-screen-input';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.resetModules();
});

/** The module reads the server's HTML when it loads, as the shell's bundle does before its first render. */
async function loadWithServerHtml(html: string, pathname: string) {
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const module = await import('./remote-page-loading.tsx');
  // The first render replaces the server's markup.
  document.body.innerHTML = '';
  return module;
}

const SERVER_FALLBACK =
  '<div class="layout layout--main" data-static-fallback="/"><header>bar</header><main id="main"><div class="full-bleed home"><h1>Feel strong, every day</h1></div></main></div>';

describe('RemotePageLoading', () => {
  it('shows the server’s static page of this route while the remote loads, in its element', async () => {
    const { RemotePageLoading } = await loadWithServerHtml(SERVER_FALLBACK, '/');
    const { container } = render(<RemotePageLoading />);
    expect(screen.getByRole('heading', { level: 1, name: 'Feel strong, every day' })).toBeTruthy();
    expect(container.firstElementChild?.className).toBe('full-bleed home');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows it once: after the live page took over, a later load shows the spinner', async () => {
    const { RemotePageLoading } = await loadWithServerHtml(SERVER_FALLBACK, '/');
    render(<RemotePageLoading />).unmount();
    render(<RemotePageLoading />);
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows the spinner on another route', async () => {
    const { RemotePageLoading } = await loadWithServerHtml(SERVER_FALLBACK, '/about');
    render(<RemotePageLoading />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the spinner when the server sent no fallback', async () => {
    const { RemotePageLoading } = await loadWithServerHtml('', '/');
    render(<RemotePageLoading />);
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('keeps a member’s page drawn by the server through the subscription check, and the remote’s loading after it', async () => {
    const planner = SERVER_FALLBACK.replace('data-static-fallback="/"', 'data-static-fallback="/planner"');
    const { RemotePageLoading, SubscriptionCheckLoading } = await loadWithServerHtml(planner, '/planner');
    const checking = render(<SubscriptionCheckLoading />);
    expect(screen.getByRole('heading', { level: 1, name: 'Feel strong, every day' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    checking.unmount();
    render(<RemotePageLoading />);
    expect(screen.getByRole('heading', { level: 1, name: 'Feel strong, every day' })).toBeTruthy();
  });

  it.each([
    ['on another route', '/about'],
    ['when the server drew none', null],
  ])('shows the subscription check’s spinner %s', async (_case, pathname) => {
    const { SubscriptionCheckLoading } = await loadWithServerHtml(pathname ? SERVER_FALLBACK : '', pathname ?? '/');
    render(<SubscriptionCheckLoading />);
    expect(screen.getByRole('status').textContent).toBe('Checking your subscription');
  });

  describe('a keyboard user who reached a control of the server’s first screen', () => {
    const LISTING =
      '<div class="layout layout--main" data-static-fallback="/blogs"><main id="main"><div class="listing"><h1>Blog</h1><button type="button">Load more</button></div></main></div>';

    async function focusThenLoad(selector: string) {
      window.history.replaceState(null, '', '/blogs');
      document.body.innerHTML = `<div id="root">${LISTING}</div><input aria-label="Outside">`;
      document.querySelector<HTMLElement>(selector)!.focus();
      const module = await import('./remote-page-loading.tsx');
      document.getElementById('root')!.innerHTML = '';
      return module;
    }

    it('keeps the focus on that control as the shell’s copy and then the live page replace the markup', async () => {
      const { RemotePageLoading } = await focusThenLoad('#root button');
      const LiveListing = () => (
        <div className="listing">
          <h1>Blog</h1>
          <button type="button" data-live="">
            Load more
          </button>
        </div>
      );
      const Shell = ({ live }: { live: boolean }) => <main id="main">{live ? <LiveListing /> : <RemotePageLoading />}</main>;
      const view = render(<Shell live={false} />);
      expect(document.activeElement?.textContent).toBe('Load more');
      view.rerender(<Shell live />);
      expect(document.activeElement?.textContent).toBe('Load more');
      expect(document.activeElement?.hasAttribute('data-live')).toBe(true);
    });

    it('leaves the focus alone where it still is (outside the page)', async () => {
      const { RemotePageLoading } = await focusThenLoad('input');
      render(
        <main id="main">
          <RemotePageLoading />
        </main>,
      );
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Outside');
    });
  });

  describe('a visitor who typed and tapped before the scripts ran', () => {
    const LISTING =
      '<div class="layout layout--main" data-static-fallback="/blogs"><main id="main"><div class="listing"><h1>Blog</h1><input id="q" type="search" value=""><button type="button">Load more</button></div></main></div>';

    /** The live listing: its search text and how many pages it shows are its own React state. */
    function LiveListing() {
      const [text, setText] = useState('');
      const [pages, setPages] = useState(1);
      return (
        <div className="listing">
          <h1>Blog</h1>
          <input id="q" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <button type="button" onClick={() => setPages((count) => count + 1)}>
            Load more
          </button>
          <p>
            {pages} pages, searching “{text}”
          </p>
        </div>
      );
    }

    const LISTING_WITH_MENU = LISTING.replace(
      '<main id="main">',
      '<header><button type="button" aria-label="Open menu">≡</button></header><main id="main">',
    );

    /** The shell around the page: its own top bar counts the taps on its menu button. */
    function shellWithMenu(RemotePageLoading: () => ReactNode) {
      return function Shell({ live }: { live: boolean }) {
        const [opened, setOpened] = useState(0);
        return (
          <div className="layout layout--main">
            <header>
              <button type="button" aria-label="Open menu" onClick={() => setOpened((count) => count + 1)}>
                Opened {opened}
              </button>
            </header>
            <main id="main">{live ? <LiveListing /> : <RemotePageLoading />}</main>
          </div>
        );
      };
    }

    it('keeps her text in the copy, then gives the live page her text and her taps', async () => {
      vi.useFakeTimers();
      try {
        window.history.replaceState(null, '', '/blogs');
        document.body.innerHTML = `<div id="root">${LISTING}</div>`;
        (document.querySelector('#q') as HTMLInputElement).value = 'protein';
        // The page's loader recorded a tap before the shell's script ran.
        (window as unknown as Record<string, unknown>)[FIRST_SCREEN_TAPS_GLOBAL] = [document.querySelector('#root button')];
        const { RemotePageLoading } = await import('./remote-page-loading.tsx');
        document.getElementById('root')!.innerHTML = '';

        const Shell = ({ live }: { live: boolean }) => (
          <div className="layout layout--main">
            <main id="main">{live ? <LiveListing /> : <RemotePageLoading />}</main>
          </div>
        );
        const view = render(<Shell live={false} />, { container: document.getElementById('root')! });
        expect((document.querySelector('#q') as HTMLInputElement).value).toBe('protein');
        // A second tap, on the shell's copy.
        screen.getByRole('button', { name: 'Load more' }).click();
        view.rerender(<Shell live />);
        act(() => vi.runAllTimers());
        expect(screen.getByText('3 pages, searching “protein”')).toBeTruthy();
        expect((document.querySelector('#q') as HTMLInputElement).value).toBe('protein');
      } finally {
        vi.useRealTimers();
      }
    });

    it('gives the live top bar a tap on the server’s (her menu), and leaves alone one on the shell’s own', async () => {
      vi.useFakeTimers();
      try {
        window.history.replaceState(null, '', '/blogs');
        document.body.innerHTML = `<div id="root">${LISTING_WITH_MENU}</div>`;
        (window as unknown as Record<string, unknown>)[FIRST_SCREEN_TAPS_GLOBAL] = [document.querySelector('#root header button')];
        const { RemotePageLoading } = await import('./remote-page-loading.tsx');
        document.getElementById('root')!.innerHTML = '';

        const Shell = shellWithMenu(RemotePageLoading);
        const view = render(<Shell live={false} />, { container: document.getElementById('root')! });
        // The shell's own top bar answers a tap at once: it is not replayed again.
        act(() => screen.getByRole('button', { name: 'Open menu' }).click());
        expect(screen.getByRole('button', { name: 'Open menu' }).textContent).toBe('Opened 1');
        view.rerender(<Shell live />);
        act(() => vi.runAllTimers());
        // The one tap on the server's top bar, pressed once the page is live.
        expect(screen.getByRole('button', { name: 'Open menu' }).textContent).toBe('Opened 2');
      } finally {
        vi.useRealTimers();
      }
    });

    it('gives the live top bar a tap on the server’s made after the shell’s script loaded and before its first render', async () => {
      vi.useFakeTimers();
      try {
        window.history.replaceState(null, '', '/blogs');
        document.body.innerHTML = `<div id="root">${LISTING_WITH_MENU}</div>`;
        (window as unknown as Record<string, unknown>)[FIRST_SCREEN_TAPS_GLOBAL] = [];
        const { RemotePageLoading } = await import('./remote-page-loading.tsx');
        // The shell is loaded but waits for the registry: the server's top bar is still the one on screen.
        (document.querySelector('#root header button') as HTMLButtonElement).click();
        document.getElementById('root')!.innerHTML = '';

        const Shell = shellWithMenu(RemotePageLoading);
        const view = render(<Shell live={false} />, { container: document.getElementById('root')! });
        view.rerender(<Shell live />);
        act(() => vi.runAllTimers());
        expect(screen.getByRole('button', { name: 'Open menu' }).textContent).toBe('Opened 1');
      } finally {
        vi.useRealTimers();
      }
    });

    it('replays nothing on the live page once it is in', async () => {
      const { RemotePageLoading } = await loadWithServerHtml(LISTING, '/blogs');
      const Shell = ({ live }: { live: boolean }) => <main id="main">{live ? <LiveListing /> : <RemotePageLoading />}</main>;
      const view = render(<Shell live={false} />);
      view.rerender(<Shell live />);
      screen.getByRole('button', { name: 'Load more' }).click();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(screen.getByText('2 pages, searching “”')).toBeTruthy();
    });
  });
});
