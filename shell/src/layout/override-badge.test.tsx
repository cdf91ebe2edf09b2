import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullDateTimeAt } from '@app/shared/dates';
import { STORAGE_KEYS } from '@app/shared/session';
import { createAppStore } from '@app/shared/store';
import { MemoryStorage } from '@app/shared/testing/memory-storage';
import type { RemoteOverride } from '@app/shared/platform/remote-override';
import { OverrideBadge } from './override-badge.tsx';

const PREVIEW: RemoteOverride = { remote: 'content', version: '1.0.0-abcdef1234', kind: 'preview', expiresAt: '2026-11-26T15:00:00.000Z' };

/** The badge as a visitor (no region stored) or a member of that region sees it. */
function badge(override: RemoteOverride, regionId?: number, path = '/') {
  const stored: Record<string, string> = regionId
    ? { [STORAGE_KEYS.userInfo]: JSON.stringify({ id: 1, token: 't', isAuthenticated: true, regionId }) }
    : {};
  vi.stubGlobal('localStorage', new MemoryStorage(stored));
  return renderToStaticMarkup(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <OverrideBadge override={override} />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OverrideBadge', () => {
  it('names the remote and version the page runs, and links to clear it back to this page', () => {
    const html = badge(PREVIEW, undefined, '/recipes?page=2');
    expect(html).toContain('This page runs an override: content 1.0.0-abcdef1234 (preview)');
    expect(html).toContain('href="/registry/overrides/clear?path=%2Frecipes"');
  });

  // The expiry as the app writes dates for the region (shared/src/dates), on this browser's clock,
  // whatever the browser's own locale would say.
  it.each([
    ['a visitor (Australia)', undefined, 'AU', /until \d{1,2} November 2026, \d{1,2}:\d\d [ap]m</],
    ['a member in the UK', 2, 'UK', /until \d{1,2} November 2026, \d{1,2}:\d\d [ap]m</],
    ['a member in the US', 3, 'US', /until November \d{1,2}, 2026, \d{1,2}:\d\d [ap]m</],
  ] as const)('writes when it ends as the region does, for %s', (_who, regionId, region, shape) => {
    const html = badge(PREVIEW, regionId);
    expect(html).toContain(`until ${fullDateTimeAt(PREVIEW.expiresAt!, region)}<`);
    expect(html).toMatch(shape);
  });

  it('names a dev server’s override, which no link clears (it ends with npm run dev)', () => {
    const html = badge({ remote: 'content', version: 'dev', kind: 'dev', expiresAt: null });
    expect(html).toContain('This page runs an override: content from its local dev server');
    expect(html).not.toContain('until');
    expect(html).not.toContain('href=');
  });
});
