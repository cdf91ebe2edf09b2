import type { ReactNode } from 'react';
import { Link } from '@app/shared/router';
import { BRAND_NAME, PageHeading } from '@app/shared/ui';
import { Card } from '@app/shared/ui/card';
import './auth-card.css';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  /** Where the brand mark leads: the marketing home for visitors, the member home inside the app. */
  homeHref?: string;
  /** Links under the card ("Already have an account? Log in"). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every page without the main layout: brand, a card with the page heading, links
 * under it. The heading takes the focus on arrival: the button that led here is gone.
 */
export function AuthCard({ title, lead, homeHref = '/', footer, children }: AuthCardProps) {
  return (
    <div className="auth-page">
      <Link to={homeHref} className="auth-page__brand">
        {BRAND_NAME}
      </Link>
      <Card>
        <PageHeading lead={lead} focusOnArrival>
          {title}
        </PageHeading>
        {children}
      </Card>
      {footer ? <div className="auth-page__footer">{footer}</div> : null}
    </div>
  );
}
