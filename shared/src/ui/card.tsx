import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

/** A white card on the canvas: one block of a page (a form, a list of settings, a summary). */
export function Card({ children, className, ...section }: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  return (
    <section {...section} className={className ? `auth-card ${className}` : 'auth-card'}>
      {children}
    </section>
  );
}
