// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeading } from './page-heading.tsx';

afterEach(cleanup);

describe('PageHeading focusOnArrival', () => {
  it.each([
    { focusOnArrival: true, focusedBefore: false, takesFocus: true },
    { focusOnArrival: true, focusedBefore: true, takesFocus: false },
    { focusOnArrival: false, focusedBefore: false, takesFocus: false },
  ])('focusOnArrival $focusOnArrival, a control already focused $focusedBefore: heading focused $takesFocus', (row) => {
    const outside = document.createElement('button');
    document.body.append(outside);
    if (row.focusedBefore) outside.focus();
    render(<PageHeading focusOnArrival={row.focusOnArrival}>Verify your email</PageHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Verify your email' });
    expect(document.activeElement === heading).toBe(row.takesFocus);
    expect(heading.getAttribute('tabindex')).toBe(row.focusOnArrival ? '-1' : null);
    outside.remove();
  });

  it('takes the focus once: a later render leaves it where she moved it', () => {
    function Page() {
      const [count, setCount] = useState(0);
      return (
        <>
          <PageHeading focusOnArrival>{`Tell us about you ${count}`}</PageHeading>
          <button type="button" onClick={() => setCount(count + 1)}>
            More
          </button>
        </>
      );
    }
    render(<Page />);
    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    fireEvent.click(more);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tell us about you 1');
    expect(document.activeElement).toBe(more);
  });
});
