import type { ReactNode } from 'react';
import { useFocusOnArrival } from './focus-on-arrival.ts';
import './page-heading.css';

interface PageHeadingProps {
  children: ReactNode;
  lead?: ReactNode;
  /** Take the focus when the page opens (pages without the main layout: see AuthCard). */
  focusOnArrival?: boolean;
}

/** The heading that opens every page body; the top bar already shows the page title. */
export function PageHeading({ children, lead, focusOnArrival = false }: PageHeadingProps) {
  const heading = useFocusOnArrival<HTMLHeadingElement>(focusOnArrival);
  return (
    <header className="page-heading">
      <h1 ref={heading} tabIndex={focusOnArrival ? -1 : undefined} className="page-heading__title">
        {children}
      </h1>
      {lead ? <p className="page-heading__lead">{lead}</p> : null}
    </header>
  );
}
