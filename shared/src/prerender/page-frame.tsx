import type { ReactNode } from 'react';
import { Link } from '@app/shared/router';
import { PATHS, type RouteEntry } from '@app/shared/routes';
import { Logo } from '@app/shared/ui';
import { STATIC_FALLBACK_ROOT_ATTRIBUTE } from './static-fallback.ts';

/** The top bar's buttons for a visitor (the shell's top bar shows the same). */
export function VisitorActions({ trialButton }: { trialButton: boolean }) {
  return (
    <>
      {trialButton ? (
        <Link to={PATHS.signUp} className="button button--primary button--small">
          START FREE TRIAL
        </Link>
      ) : null}
      <Link to={PATHS.login} className="button button--ghost button--small">
        LOG IN
      </Link>
    </>
  );
}

interface VisitorFrameProps {
  route: RouteEntry;
  title: string | undefined;
  /** Marks the frame as a static fallback for this path (STATIC_FALLBACK_ROOT_ATTRIBUTE). */
  fallbackRoute?: string;
  children: ReactNode;
}

/**
 * The shell's main layout as a visitor sees it (shell/src/layout: the top bar with its title, START
 * FREE TRIAL where the route has it, and LOG IN), in the shell's markup and class names, for pages
 * rendered before the shell runs: the live render then lands on the same pixels. A shell test
 * holds the two to the same markup.
 */
export function VisitorFrame({ route, title, fallbackRoute, children }: VisitorFrameProps) {
  const marker = fallbackRoute === undefined ? {} : { [STATIC_FALLBACK_ROOT_ATTRIBUTE]: fallbackRoute };
  return (
    <div className="layout layout--main" {...marker}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={route.homeHeader ? 'top-bar top-bar--home' : 'top-bar'}>
        <Link to={PATHS.home} className="top-bar__logo">
          <Logo />
        </Link>
        {title ? <p className="top-bar__title">{title}</p> : <span className="top-bar__title" />}
        <div className="top-bar__actions">
          <VisitorActions trialButton={route.trialButton} />
        </div>
      </header>
      <main id="main" className="layout__content">
        {children}
      </main>
    </div>
  );
}
