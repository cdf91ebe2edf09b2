import type { Ref } from 'react';
import { Link } from '@app/shared/router';
import { useHeaderActions, type HeaderAction } from '@app/shared/chrome';
import { Logo } from '@app/shared/ui';
import { PATHS, type RouteEntry } from '@app/shared/routes';

interface TopBarProps {
  route: RouteEntry;
  title?: string | undefined;
  isMember: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** The menu button: the focus comes back to it when the menu is dismissed. */
  menuButtonRef?: Ref<HTMLButtonElement>;
}

/** The top bar's buttons for a visitor. */
function VisitorActions({ trialButton }: { trialButton: boolean }) {
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

/** The top bar's menu button for a member: it opens her side menu. */
function MenuButton({ expanded, onOpen, ref }: { expanded: boolean; onOpen: () => void; ref?: Ref<HTMLButtonElement> | undefined }) {
  return (
    <button
      ref={ref}
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

function SlotButton({ kind, action }: { kind: 'favorite' | 'complete'; action: HeaderAction }) {
  const label = kind === 'favorite' ? (action.active ? 'Remove from favourites' : 'Save to favourites') : 'Mark as complete';
  return (
    <button
      type="button"
      className={`icon-button icon-button--${kind}`}
      aria-label={label}
      aria-pressed={action.active}
      disabled={action.disabled}
      onClick={action.onPress}
    >
      {kind === 'favorite' ? (
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
            fill={action.active ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill={action.active ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
          <path d="M8 12.5l2.5 2.5L16 9.5" fill="none" stroke={action.active ? '#fff' : 'currentColor'} strokeWidth="2" />
        </svg>
      )}
    </button>
  );
}

export function TopBar({ route, title, isMember, menuOpen, onOpenMenu, menuButtonRef }: TopBarProps) {
  const actions = useHeaderActions();
  return (
    <header className={route.homeHeader ? 'top-bar top-bar--home' : 'top-bar'}>
      <Link to={isMember ? PATHS.memberHome : PATHS.home} className="top-bar__logo">
        <Logo />
      </Link>
      {title ? <p className="top-bar__title">{title}</p> : <span className="top-bar__title" />}
      <div className="top-bar__actions">
        {isMember && route.favorite && actions.favorite ? <SlotButton kind="favorite" action={actions.favorite} /> : null}
        {isMember && route.complete && actions.complete ? <SlotButton kind="complete" action={actions.complete} /> : null}
        {isMember ? (
          <MenuButton expanded={menuOpen} onOpen={onOpenMenu} ref={menuButtonRef} />
        ) : (
          <VisitorActions trialButton={route.trialButton} />
        )}
      </div>
    </header>
  );
}
