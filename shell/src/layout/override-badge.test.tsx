import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OverrideBadge } from './override-badge.tsx';

describe('OverrideBadge', () => {
  it('names the remote and version the page runs, and links to clear it back to this page', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/recipes?page=2']}>
        <OverrideBadge
          override={{ remote: 'content', version: '1.0.0-abcdef1234', kind: 'preview', expiresAt: '2026-11-26T15:00:00.000Z' }}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('This page runs an override: content 1.0.0-abcdef1234 (preview)');
    expect(html).toContain('until ');
    expect(html).toContain('href="/registry/overrides/clear?path=%2Frecipes"');
  });

  it('names a dev server’s override, which no link clears (it ends with npm run dev)', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OverrideBadge override={{ remote: 'content', version: 'dev', kind: 'dev', expiresAt: null }} />
      </MemoryRouter>,
    );
    expect(html).toContain('This page runs an override: content from its local dev server');
    expect(html).not.toContain('href=');
  });
});
