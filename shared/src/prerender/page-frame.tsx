import type { ReactNode } from 'react';
import { Link } from '@app/shared/router';
import { PATHS, type RouteEntry } from '@app/shared/routes';
import { Logo } from '@app/shared/ui';
import { DRAWN_FOR_ATTRIBUTE, type DrawnForMember } from './drawn-for.ts';
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

/** The top bar's menu button for a member (the shell's top bar opens its side menu with it). */
export function MenuButton({ expanded, onOpen }: { expanded: boolean; onOpen?: () => void }) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Open menu"
      aria-expanded={expanded}
      aria-controls="side-menu"
      onClick={onOpen}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

interface PageFrameProps {
  route: RouteEntry;
  title: string | undefined;
  /**
   * A member's frame (her home behind the logo, the menu button) rather than a visitor's, drawn for
   * her alone: said on the frame (DRAWN_FOR_ATTRIBUTE) for the page's first-screen guard.
   */
  drawnFor?: DrawnForMember | undefined;
  /** Marks the frame as a static fallback for this path (STATIC_FALLBACK_ROOT_ATTRIBUTE). */
  fallbackRoute?: string;
  children: ReactNode;
}

/**
 * The shell's main layout as its first render draws it (shell/src/layout: the top bar with its
 * title and, for a visitor, START FREE TRIAL where the route has it and LOG IN, for a member the
 * closed menu), in the shell's markup and class names, for pages rendered before the shell runs:
 * the live render then lands on the same pixels. A shell test holds the two to the same markup.
 */
export function PageFrame({ route, title, drawnFor, fallbackRoute, children }: PageFrameProps) {
  const marker = fallbackRoute === undefined ? {} : { [STATIC_FALLBACK_ROOT_ATTRIBUTE]: fallbackRoute };
  const member = drawnFor !== undefined;
  const reader = member ? { [DRAWN_FOR_ATTRIBUTE]: JSON.stringify(drawnFor) } : {};
  return (
    <div className="layout layout--main" {...marker} {...reader}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={route.homeHeader ? 'top-bar top-bar--home' : 'top-bar'}>
        <Link to={member ? PATHS.memberHome : PATHS.home} className="top-bar__logo">
          <Logo />
        </Link>
        {title ? <p className="top-bar__title">{title}</p> : <span className="top-bar__title" />}
        <div className="top-bar__actions">
          {member ? <MenuButton expanded={false} /> : <VisitorActions trialButton={route.trialButton} />}
        </div>
      </header>
      <main id="main" className="layout__content">
        {children}
      </main>
    </div>
  );
}
