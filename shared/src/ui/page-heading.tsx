import type { ReactNode } from 'react';
import './page-heading.css';

/** The heading that opens every page body; the top bar already shows the page title. */
export function PageHeading({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <header className="page-heading">
      <h1>{children}</h1>
      {lead ? <p className="page-heading__lead">{lead}</p> : null}
    </header>
  );
}
