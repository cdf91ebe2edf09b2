import { useEffect, useRef } from 'react';
import { NavLink } from '@app/shared/router';
import { SIDE_MENU } from './side-menu-items.ts';

interface SideMenuProps {
  open: boolean;
  /** Closed without going anywhere: Escape, the close button, the backdrop. */
  onDismiss: () => void;
  /** Closed by following one of its links. */
  onNavigate: () => void;
}

/** The right-side drawer members open from the top bar's menu icon. */
export function SideMenu({ open, onDismiss, onNavigate }: SideMenuProps) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onDismiss]);

  if (!open) return null;
  return (
    <div className="drawer-backdrop" onClick={onDismiss}>
      <nav id="side-menu" className="drawer" aria-label="Main menu" onClick={(event) => event.stopPropagation()}>
        <div className="drawer__top">
          <button ref={closeButton} type="button" className="icon-button" aria-label="Close menu" onClick={onDismiss}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {SIDE_MENU.map((group) => (
          <section key={group.heading ?? 'top'} className="drawer__group" aria-label={group.heading ?? 'Top'}>
            {group.heading ? <h2 className="drawer__heading">{group.heading}</h2> : null}
            <ul>
              {group.links.map((link) => (
                <li key={link.label}>
                  {link.external ? (
                    <a href={link.to} target="_blank" rel="noreferrer noopener" className="drawer__link">
                      {link.label}
                    </a>
                  ) : (
                    <NavLink to={link.to} className="drawer__link" onClick={onNavigate}>
                      {link.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}
