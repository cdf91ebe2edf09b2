import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@app/shared/routes';
import { Logo } from '@app/shared/ui';

/**
 * The shell's main layout as a visitor sees it on / (top bar with START FREE TRIAL and LOG IN),
 * in the shell's markup and class names, so the live render lands on the same pixels.
 */
export function VisitorFrame({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--main">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="top-bar top-bar--home">
        <Link to={PATHS.home} className="top-bar__logo">
          <Logo />
        </Link>
        <span className="top-bar__title" />
        <div className="top-bar__actions">
          <Link to={PATHS.signUp} className="button button--primary button--small">
            START FREE TRIAL
          </Link>
          <Link to={PATHS.login} className="button button--ghost button--small">
            LOG IN
          </Link>
        </div>
      </header>
      <main id="main" className="layout__content">
        {children}
      </main>
    </div>
  );
}
