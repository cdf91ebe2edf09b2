// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HelpArticle, HelpPaging } from '@app/shared/api-contract/help-center';
import { renderPage } from '@app/shared/testing/render-page';
import { HelpPage } from './help-page.tsx';

const paging = (count: number): HelpPaging => ({
  page: 1,
  per_page: 10,
  page_count: 1,
  count,
  next_page: null,
  previous_page: null,
  sort_by: 'position',
  sort_order: 'asc',
});
const stamp = {
  locale: 'en-au',
  source_locale: 'en-au',
  outdated: false,
  url: '',
  html_url: '',
  created_at: '2026-10-01T09:00:00Z',
  updated_at: '2026-11-15T09:00:00Z',
};
const cancelling: HelpArticle = {
  ...stamp,
  edited_at: stamp.updated_at,
  id: 9106,
  section_id: 9213,
  title: 'How do I cancel my subscription?',
  name: 'How do I cancel my subscription?',
  author_id: null,
  body: '<p>Open Settings, then Subscription.</p><script>window.hacked = true</script>',
  label_names: ['cancel'],
  position: 0,
  draft: false,
  promoted: true,
};

const answers: Record<string, unknown> = {
  '/api/v2/help_center/categories.json': {
    categories: [{ ...stamp, id: 9201, name: 'Subscription and billing', description: 'Your free trial and payments.', position: 0 }],
    ...paging(1),
  },
  '/api/v2/help_center/sections.json': {
    sections: [{ ...stamp, id: 9213, category_id: 9201, name: 'Cancelling', description: 'Cancelling and undoing it.', position: 0 }],
    ...paging(1),
  },
  '/api/v2/help_center/sections/9213/articles.json': { articles: [cancelling], ...paging(1) },
  '/api/v2/help_center/articles/9106.json': { article: cancelling },
};

let calls: Request[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const request = new Request(new URL(input, 'http://app.test'), init);
    calls.push(request);
    const url = new URL(request.url);
    if (url.pathname === '/api/v2/help_center/articles/search.json') {
      const query = url.searchParams.get('query');
      const found = query === 'cancel' || query === 'cancle';
      const corrected = query === 'cancle' ? { corrected_query: 'cancel' } : {};
      return Response.json({
        results: found ? [{ ...cancelling, result_type: 'article', snippet: 'Open Settings, then <em>Subscription</em>.' }] : [],
        ...paging(found ? 1 : 0),
        ...corrected,
      });
    }
    const answer = answers[url.pathname];
    return answer ? Response.json(answer) : Response.json({ error: 'RecordNotFound' }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the help centre page', () => {
  it('lists categories with their sections, then a section’s articles, then an article made safe', async () => {
    renderPage(<HelpPage />, { path: '/help', routes: [] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Subscription and billing' })).not.toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Cancelling' }));
    expect(screen.getByTestId('location').textContent).toBe('/help?section=9213');
    fireEvent.click(await screen.findByRole('link', { name: 'How do I cancel my subscription?' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'How do I cancel my subscription?' })).not.toBeNull();
    expect(screen.getByText('Open Settings, then Subscription.')).not.toBeNull();
    expect(document.querySelector('.help-article__body')!.innerHTML).toBe('<p>Open Settings, then Subscription.</p>');
    expect(screen.getByText('Updated 15 Nov 2026')).not.toBeNull();
  });

  it('searches, with the search in the URL, and says so when nothing matches', async () => {
    renderPage(<HelpPage />, { path: '/help', routes: [] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the help centre' }), { target: { value: 'cancel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location').textContent).toBe('/help?q=cancel');
    expect(await screen.findByRole('heading', { level: 2, name: '1 result for “cancel”' })).not.toBeNull();
    expect(screen.getByText('Open Settings, then Subscription.')).not.toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the help centre' }), { target: { value: 'xylophone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No results for “xylophone”' })).not.toBeNull();
    expect(screen.getByText('Change your search and try again.')).not.toBeNull();
  });

  it('says what it searched for when the help centre corrected a misspelt word', async () => {
    renderPage(<HelpPage />, { path: '/help?q=cancle', routes: [] });
    expect(await screen.findByRole('heading', { level: 2, name: '1 result for “cancle”' })).not.toBeNull();
    expect(screen.getByText('Showing results for “cancel”')).not.toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the help centre' }), { target: { value: 'cancel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { level: 2, name: '1 result for “cancel”' });
    expect(screen.queryByText(/Showing results for/)).toBeNull();
  });

  it('calls the help desk without a bearer or a timezone header, even for a member', async () => {
    localStorage.setItem('userInfo', JSON.stringify({ id: 1, email: 'a@b.c', token: 'secret', isAuthenticated: true, regionId: 1 }));
    renderPage(<HelpPage />, { path: '/help?q=cancel', routes: [] });
    await screen.findByRole('heading', { level: 2, name: '1 result for “cancel”' });
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.headers.get('authorization')).toBeNull();
      expect(call.headers.get('timezone')).toBeNull();
    }
    localStorage.clear();
  });
});
