// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLANNER_PATHS, type CalendarFeedStatus } from '@app/shared/api-contract/planner';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { CalendarFeedSection } from './calendar-feed-section.tsx';

const FEED = new URL(PLANNER_PATHS.calendarFeed, 'http://app.test').pathname;
const URL_ONE = `http://app.test${PLANNER_PATHS.calendarFeedFile}/${'A'.repeat(43)}.ics`;

/** The API as a fake: her link's state, kept between calls. */
function fakeFeed(initial: CalendarFeedStatus) {
  let state = initial;
  const calls: string[] = [];
  const routes = [
    on('GET', FEED, () => envelope(200, state)),
    on('POST', FEED, () => {
      calls.push('POST');
      state = { active: true, createdAt: '2026-12-07T10:00:00.000Z' };
      return envelope(200, { ...state, url: URL_ONE });
    }),
    on('DELETE', FEED, () => {
      calls.push('DELETE');
      state = { active: false, createdAt: null };
      return envelope(200, state);
    }),
  ];
  return { routes, calls };
}

const render = (initial: CalendarFeedStatus) => {
  const fake = fakeFeed(initial);
  renderPage(<CalendarFeedSection />, { path: '/settings', pattern: '/settings', routes: fake.routes });
  return fake;
};

describe('CalendarFeedSection', () => {
  afterEach(cleanup);

  it('without a link: Create link makes one and shows its address with Copy, once', async () => {
    const fake = render({ active: false, createdAt: null });
    expect(await screen.findByText('You have no calendar link.')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke link' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    const field = (await screen.findByLabelText('Your calendar link')) as HTMLInputElement;
    expect(field.value).toBe(URL_ONE);
    expect(field.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy' })).not.toBeNull();
    expect(screen.getByText(/Google Calendar/).textContent).toContain('Apple Calendar');
    expect(fake.calls).toEqual(['POST']);
  });

  it('with a link: says since when; Revoke asks first, Cancel keeps it, and confirming revokes it', async () => {
    const fake = render({ active: true, createdAt: '2026-11-30T09:00:00.000Z' });
    expect((await screen.findByText(/made on 30 November 2026 is working/)).textContent).toContain('create a new link');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke your calendar link?' });
    expect(dialog.textContent).toContain('stop showing your plan');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fake.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByText('You have no calendar link.')).not.toBeNull();
    expect(fake.calls).toEqual(['DELETE']);
  });

  it('with a link: Create new link warns the old one stops, then shows the new address', async () => {
    const fake = render({ active: true, createdAt: '2026-11-30T09:00:00.000Z' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create new link' }));
    expect(screen.getByRole('alertdialog', { name: 'Create a new calendar link?' }).textContent).toContain('stops working at once');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, create a new link' }));
    expect(((await screen.findByLabelText('Your calendar link')) as HTMLInputElement).value).toBe(URL_ONE);
    expect(fake.calls).toEqual(['POST']);
  });
});
