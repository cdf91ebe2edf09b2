import { useEffect, useId, useRef, useState } from 'react';
import { apiErrorMessage } from '@app/shared/api';
import { fullDateAt } from '@app/shared/dates';
import { showToast, Spinner } from '@app/shared/ui';
import { Card } from '@app/shared/ui/card';
import { useCalendarFeedQuery, useCreateCalendarFeedMutation, useRevokeCalendarFeedMutation } from '../api/calendar-feed-api.ts';
import './calendar-feed-section.css';

/** What a button asks her to confirm: both stop the link her calendars use now. */
type Pending = 'revoke' | 'replace' | null;

const CONFIRM_TEXT: Record<Exclude<Pending, null>, { question: string; detail: string; action: string }> = {
  revoke: {
    question: 'Revoke your calendar link?',
    detail: 'Calendars that use it stop showing your plan at once. You can create a new link afterwards.',
    action: 'Yes, revoke',
  },
  replace: {
    question: 'Create a new calendar link?',
    detail: 'Your current link stops working at once: calendars that use it need the new one.',
    action: 'Yes, create a new link',
  },
};

/** The link she has just made, shown this once (only its hash is kept), with a Copy button. */
function NewLink({ url }: { url: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ message: 'Calendar link copied', kind: 'success' });
    } catch {
      input.current?.select();
      showToast({ message: 'Select the link and copy it (Ctrl+C or Cmd+C)', kind: 'info' });
    }
  }

  return (
    <div className="calendar-feed__link">
      <label htmlFor={inputId}>Your calendar link</label>
      <div className="calendar-feed__copy">
        <input id={inputId} ref={input} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button--primary button--small" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="calendar-feed__note">Copy it now: for your privacy it is shown only this once.</p>
    </div>
  );
}

/**
 * Settings' Calendar section (issue 43): her planned workouts and meals as a link a calendar app
 * subscribes to. She makes a link (shown once, with Copy), revokes it or replaces it with a new
 * one, each after a confirmation, since either stops the link her calendars use.
 */
export function CalendarFeedSection() {
  const headingId = useId();
  const confirmId = useId();
  const { data, isLoading, isError } = useCalendarFeedQuery();
  const [createFeed, creating] = useCreateCalendarFeedMutation();
  const [revokeFeed, revoking] = useRevokeCalendarFeedMutation();
  const [url, setUrl] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const busy = creating.isLoading || revoking.isLoading;

  useEffect(() => {
    if (pending) confirmButton.current?.focus();
  }, [pending]);

  async function create() {
    setPending(null);
    const result = await createFeed();
    if ('error' in result) showToast({ message: apiErrorMessage(result.error), kind: 'error' });
    else setUrl(result.data.url);
  }

  async function revoke() {
    setPending(null);
    const result = await revokeFeed();
    if ('error' in result) showToast({ message: apiErrorMessage(result.error), kind: 'error' });
    else {
      setUrl(null);
      showToast({ message: 'Your calendar link no longer works', kind: 'success' });
    }
  }

  const active = data?.active ?? false;
  const confirm = pending ? CONFIRM_TEXT[pending] : null;

  return (
    <Card className="calendar-feed" aria-labelledby={headingId}>
      <h2 id={headingId} className="calendar-feed__heading">
        Calendar
      </h2>
      <p>Your planned workouts and meals, this week and the next three, in your own calendar app.</p>
      {isLoading ? (
        <Spinner label="Loading your calendar link" />
      ) : isError ? (
        <p role="alert">Your calendar link could not be loaded. Try again later.</p>
      ) : (
        <>
          {url ? (
            <NewLink url={url} />
          ) : active && data?.createdAt ? (
            <p>
              Your calendar link made on {fullDateAt(data.createdAt)} is working. It is shown only when made: to copy it again, create a new
              link.
            </p>
          ) : (
            <p>You have no calendar link.</p>
          )}
          <p className="calendar-feed__note">
            In Google Calendar choose Other calendars, From URL; in Apple Calendar choose File, New Calendar Subscription; then paste the
            link.
          </p>
          {confirm ? (
            <div
              className="calendar-feed__confirm"
              role="alertdialog"
              aria-labelledby={`${confirmId}-q`}
              aria-describedby={`${confirmId}-d`}
            >
              <p id={`${confirmId}-q`} className="calendar-feed__question">
                {confirm.question}
              </p>
              <p id={`${confirmId}-d`}>{confirm.detail}</p>
              <div className="calendar-feed__actions">
                <button
                  ref={confirmButton}
                  type="button"
                  className="button button--primary button--small"
                  onClick={() => void (pending === 'revoke' ? revoke() : create())}
                >
                  {confirm.action}
                </button>
                <button type="button" className="button button--ghost button--small" onClick={() => setPending(null)}>
                  Cancel
                </button>
              </div>
            </div>
          ) : (
            <div className="calendar-feed__actions">
              <button
                type="button"
                className="button button--primary button--small"
                disabled={busy}
                onClick={() => (active ? setPending('replace') : void create())}
              >
                {active ? 'Create new link' : 'Create link'}
              </button>
              {active ? (
                <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => setPending('revoke')}>
                  Revoke link
                </button>
              ) : null}
            </div>
          )}
        </>
      )}
    </Card>
  );
}
