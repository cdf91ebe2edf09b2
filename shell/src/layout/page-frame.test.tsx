import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { VisitorFrame } from '@app/shared/prerender/visitor-frame';
import { matchRoute, routeTitle } from '@app/shared/routes';
import { createAppStore } from '@app/shared/store';
import { RouteLayout } from './layouts.tsx';

// Pages drawn before the shell runs (the marketing home, a remote's server render) wear the
// shared VisitorFrame; the shell then draws its own layout over them. Both must be the same markup,
// or the page jumps as the live render lands.
describe('VisitorFrame', () => {
  it.each(['/', '/blogs', '/recipe/meals/30001/oats', '/listing/blogs', '/about'])('draws the shell’s layout for a visitor on %s', (pathname) => {
    const match = matchRoute(pathname);
    const draw = (frame: ReactNode) =>
      renderToStaticMarkup(
        <Provider store={createAppStore()}>
          <MemoryRouter initialEntries={[pathname]}>{frame}</MemoryRouter>
        </Provider>,
      );
    const page = <p>Page</p>;
    const shell = draw(
      <RouteLayout route={match.entry} title={routeTitle(match)} isMember={false}>
        {page}
      </RouteLayout>,
    );
    expect(shell).toContain('<p>Page</p>');
    expect(draw(<VisitorFrame route={match.entry} title={routeTitle(match)}>{page}</VisitorFrame>)).toBe(shell);
  });
});
