// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentPath, type ArticleContent } from '@app/shared/api-contract/application-search';
import { PROGRESS_SERVICE_PATHS } from '@app/shared/api-contract/progress-service';
import { STORAGE_KEYS } from '@app/shared/session';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { articleFixture as article } from './article-fixture.ts';
import { SuccessDetailPage } from './success-detail-page.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function open(path: string, content: ArticleContent) {
  return renderPage(<SuccessDetailPage />, {
    path,
    pattern: '/show/:successType/:successId/:successTitle',
    routes: [on('GET', contentPath(content.contentId), () => envelope(200, content))],
  });
}

describe('an article page', () => {
  it('shows the article with its body made safe, the author card and, to a visitor, the free trial', async () => {
    open('/show/tips/3001/sleep-and-hunger', article());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep and hunger' })).not.toBeNull();
    expect(screen.getByText('Sleep matters.')).not.toBeNull();
    const body = document.querySelector('.article__body')!;
    expect(body.innerHTML).toBe('<p>Sleep matters.</p><img src="x"><a>link</a>');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText('3 Sept 2026')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'More from Amara' }).getAttribute('href')).toBe('/tips?author=amara-okafor');
    expect(screen.getByRole('link', { name: 'START FREE TRIAL' }).getAttribute('href')).toBe('/signUp');
    await waitFor(() => expect(document.title).toBe('Sleep and hunger | Kindred tips'));
  });

  it('sends a link with another slug to the article’s own, keeping the query', async () => {
    open('/show/tips/3001/old-title?from=home', article());
    await screen.findByRole('heading', { level: 1, name: 'Sleep and hunger' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/show/tips/3001/sleep-and-hunger?from=home'));
  });

  it('a policy: SPEC’s metadata, no trial call, no related items', async () => {
    open(
      '/show/policy/9001/privacy-policy?isPolicy=true',
      article({ contentId: 9001, kind: 'policy', title: 'Privacy policy', urlPartial: 'privacy-policy', author: null }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).not.toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/show/policy/9001/privacy-policy?isPolicy=true');
    expect(screen.queryByText('3 Sept 2026')).toBeNull();
    expect(screen.queryByRole('link', { name: 'START FREE TRIAL' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Privacy policy | Kindred'));
  });

  it('a meditation plays its script and pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const script = [
      { atSecond: 0, text: 'Find a comfortable seat.' },
      { atSecond: 3, text: 'Breathe in for four.' },
    ];
    open(
      '/show/meditation/4001/five-minute-reset',
      article({
        contentId: 4001,
        kind: 'meditation',
        title: 'Five-minute reset',
        urlPartial: 'five-minute-reset',
        script,
        durationSeconds: 10,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start meditation' }));
    expect(screen.getByTestId('meditation-cue').textContent).toBe('Find a comfortable seat.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByTestId('meditation-cue').textContent).toBe('Breathe in for four.');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const paused = screen.getByRole('timer').textContent;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(screen.getByRole('timer').textContent).toBe(paused);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('timer').textContent).not.toBe(paused);
  });

  it('a recipe’s id is no article', async () => {
    renderPage(<SuccessDetailPage />, {
      path: '/show/tips/5012/x',
      pattern: '/show/:successType/:successId/:successTitle',
      routes: [on('GET', contentPath(5012), () => envelope(200, { ...article(), contentId: 5012, contentType: 'recipe' }))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that article' })).not.toBeNull();
  });

  it('an unknown article shows not found', async () => {
    renderPage(<SuccessDetailPage />, { path: '/show/tips/77/x', pattern: '/show/:successType/:successId/:successTitle', routes: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that article' })).not.toBeNull();
  });
});

describe('a member on an article page', () => {
  it('fills the top bar: favourite from the server, complete one-way', async () => {
    localStorage.setItem(
      STORAGE_KEYS.userInfo,
      JSON.stringify({ id: 42, email: 'jane@example.com', token: 't', isAuthenticated: true, regionId: 1 }),
    );
    let favourite = true;
    const completions: unknown[] = [];
    const { store } = renderPage(<SuccessDetailPage />, {
      path: '/show/tips/3001/sleep-and-hunger',
      pattern: '/show/:successType/:successId/:successTitle',
      routes: [
        on('GET', contentPath(3001), () => envelope(200, article())),
        on('GET', PROGRESS_SERVICE_PATHS.favourite, () => envelope(200, favourite)),
        on('PUT', PROGRESS_SERVICE_PATHS.favourite, async (request) => {
          favourite = ((await request.json()) as { favourite: boolean }).favourite;
          return envelope(200, favourite, 'Saved!');
        }),
        on('PUT', PROGRESS_SERVICE_PATHS.markAsCompleted, async (request) => {
          completions.push(await request.json());
          return envelope(200, { contentId: 3001, contentType: 'article', completed: true, changed: true, completedOn: '2026-11-23' });
        }),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Sleep and hunger' });
    expect(screen.queryByRole('link', { name: 'START FREE TRIAL' })).toBeNull();
    await waitFor(() => expect(store.getState().headerActions.favorite).toEqual({ active: true, disabled: false }));
    expect(store.getState().headerActions.complete).toEqual({ active: false, disabled: false });
    localStorage.clear();
  });
});
