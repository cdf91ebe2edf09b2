// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLANNER_PATHS, type ReminderSettings } from '@app/shared/api-contract/planner';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { RemindersSection } from './reminders-section.tsx';

const REMINDERS = new URL(PLANNER_PATHS.reminders, 'http://app.test').pathname;

/** The API as a fake: her choice, kept between calls, and what was sent. */
function render(initial: ReminderSettings) {
  let state = initial;
  const sent: unknown[] = [];
  const routes = [
    on('GET', REMINDERS, () => envelope(200, state)),
    on('PUT', REMINDERS, async (request) => {
      const body = (await request.json()) as ReminderSettings;
      sent.push(body);
      state = body;
      return envelope(200, state);
    }),
    on('DELETE', REMINDERS, () => {
      sent.push('DELETE');
      state = null;
      return envelope(200, null);
    }),
  ];
  renderPage(<RemindersSection />, { path: '/settings', pattern: '/settings', routes });
  return sent;
}

describe('RemindersSection', () => {
  afterEach(cleanup);

  it('off: offers weekday mornings, and turning them on sends her days and hour', async () => {
    const sent = render(null);
    expect(await screen.findByText(/^Off\./)).not.toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.change(screen.getByLabelText('Time, on your clock'), { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on reminders' }));
    expect(await screen.findByText('Your reminders are set.')).not.toBeNull();
    expect(sent).toEqual([{ days: [1, 2, 3, 4, 7], hour: 18 }]);
    expect(await screen.findByText('On: Monday, Tuesday, Wednesday, Thursday, Sunday at 18:00, your time.')).not.toBeNull();
  });

  it('refuses no day at all inline, and sends nothing', async () => {
    const sent = render({ days: [3], hour: 7 });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Wednesday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one day for your reminders.');
    expect(sent).toEqual([]);
  });

  it('on: Stop reminders turns them off', async () => {
    const sent = render({ days: [1, 3], hour: 7 });
    expect(await screen.findByText('On: Monday, Wednesday at 7:00, your time.')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stop reminders' }));
    expect(await screen.findByText(/^Off\./)).not.toBeNull();
    expect(sent).toEqual(['DELETE']);
  });
});
