// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
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
});
