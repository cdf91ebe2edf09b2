import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DRAWN_FOR_ATTRIBUTE } from '@app/shared/prerender/drawn-for';
import { PageFrame } from '@app/shared/prerender/page-frame';
import { matchRoute, routeTitle } from '@app/shared/routes';
import { createAppStore } from '@app/shared/store';
import { RouteLayout } from './layouts.tsx';

// Pages drawn before the shell runs (the marketing home, a remote's server render) wear the
// shared PageFrame; the shell then draws its own layout over them. Both must be the same markup,
// or the page jumps as the live render lands.
describe('PageFrame', () => {
  const draw = (pathname: string, frame: ReactNode) =>
    renderToStaticMarkup(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={[pathname]}>{frame}</MemoryRouter>
      </Provider>,
    );
  const page = <p>Page</p>;

  it.each([
    ['/', false],
    ['/blogs', false],
    ['/recipe/meals/30001/oats', false],
    ['/listing/blogs', false],
    ['/about', false],
    ['/planner', true],
    ['/planner/0/3', true],
    ['/home', true],
    ['/recipe/meals/30001/oats', true],
  ])('draws the shell’s first layout on %s (for a member: %s)', (pathname, member) => {
    const match = matchRoute(pathname);
    const shell = draw(
      pathname,
      <RouteLayout route={match.entry} title={routeTitle(match)} isMember={member}>
        {page}
      </RouteLayout>,
    );
    expect(shell).toContain('<p>Page</p>');
    expect(shell.includes('Open menu')).toBe(member);
    const frame = draw(
      pathname,
      <PageFrame route={match.entry} title={routeTitle(match)} drawnFor={member ? { userId: '41', today: '2026-11-24' } : undefined}>
        {page}
      </PageFrame>,
    );
    // Whom it was drawn for is said on the frame for its guard only; the rest is the same markup.
    expect(
      frame.replace(` ${DRAWN_FOR_ATTRIBUTE}="{&quot;userId&quot;:&quot;41&quot;,&quot;today&quot;:&quot;2026-11-24&quot;}"`, ''),
    ).toBe(shell);
  });
});
