import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@app/shared/router';
import { Logo } from '@app/shared/ui';
import { PATHS, type RouteEntry } from '@app/shared/routes';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

interface LayoutProps {
  route: RouteEntry;
  /** The top bar's page title (routeTitle of the matched row). */
  title?: string | undefined;
  isMember: boolean;
  children: ReactNode;
}

function MainLayout({ route, title, isMember, children }: LayoutProps) {
  const { pathname } = useLocation();
  // The page the menu was opened on: moving to another page closes it. Not an effect run on each
  // path: that one also ran on mount, and shut a menu she opened before the page's first effects.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  if (menuOpenOn !== null && !menuOpen) setMenuOpenOn(null);
  const closeMenu = useCallback(() => setMenuOpenOn(null), []);
  // Escape, the close button or the backdrop: the focus goes back to the button that opened it,
  // not to <body> with the drawer (WCAG 2.4.3). A link she follows leads to its page instead.
  const menuButton = useRef<HTMLButtonElement>(null);
  const dismissMenu = useCallback(() => {
    setMenuOpenOn(null);
    menuButton.current?.focus();
  }, []);

  return (
    <div className="layout layout--main">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar
        route={route}
        title={title}
        isMember={isMember}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpenOn(pathname)}
        menuButtonRef={menuButton}
      />
      {isMember ? <SideMenu open={menuOpen} onDismiss={dismissMenu} onNavigate={closeMenu} /> : null}
      <main id="main" className="layout__content">
        {children}
      </main>
    </div>
  );
}

function SecondLayout({ isMember, children }: LayoutProps) {
  return (
    <div className="layout layout--second">
      <header className="second-bar">
        <Link to={isMember ? PATHS.memberHome : PATHS.home} className="top-bar__logo">
          <Logo />
        </Link>
      </header>
      <main id="main" className="layout__content layout__content--narrow">
        {children}
      </main>
    </div>
  );
}

function BareLayout({ children }: LayoutProps) {
  return (
    <main id="main" className="layout layout--bare">
      {children}
    </main>
  );
}

export function RouteLayout(props: LayoutProps) {
  switch (props.route.layout) {
    case 'main':
      return <MainLayout {...props} />;
    case 'second':
      return <SecondLayout {...props} />;
    case 'none':
      return <BareLayout {...props} />;
  }
}
