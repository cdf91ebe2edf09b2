// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_TAPS_GLOBAL } from '@app/shared/prerender/first-screen-input';
import { followUnansweredInput, replayUnansweredInput } from './unanswered-input.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const recorded = window as unknown as Record<string, Element[] | null>;

afterEach(() => {
  document.body.innerHTML = '';
  recorded[FIRST_SCREEN_TAPS_GLOBAL] = null;
});

/** A page with a counter and a controlled search field, whose state it shows. */
function Page() {
  const [count, setCount] = useState(0);
  const [query, setQuery] = useState('');
  return (
    <div>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        More
      </button>
      <output data-testid="count">{count}</output>
      <input aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output data-testid="query">{query}</output>
    </div>
  );
}

/** The server's markup of the page in the root, as the HTML brings it, with the inline recorder's list. */
function serverPage() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(<Page />);
  document.body.append(root);
  recorded[FIRST_SCREEN_TAPS_GLOBAL] = [];
  return root;
}
const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.textContent;
const button = () => document.querySelector('button')!;

describe('what she did to the first screen before it was live', () => {
  it('a tap nothing answered is done once, on the same button, when the page is live', async () => {
    const root = serverPage();
    // Tapped before the scripts ran: the inline recorder kept it, and nothing answered it.
    recorded[FIRST_SCREEN_TAPS_GLOBAL]!.push(button());
    followUnansweredInput(root);
    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    expect(text('count')).toBe('0');
    await act(async () => replayUnansweredInput());
    expect(text('count')).toBe('1');
    expect(recorded[FIRST_SCREEN_TAPS_GLOBAL]).toBeNull();
  });

  it('a tap React answered is not done again', async () => {
    const root = serverPage();
    followUnansweredInput(root);
    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    // The recorder keeps every tap; this one reaches the window, as a tap React handles does.
    recorded[FIRST_SCREEN_TAPS_GLOBAL]!.push(button());
    await act(async () => button().click());
    expect(text('count')).toBe('1');
    await act(async () => replayUnansweredInput());
    expect(text('count')).toBe('1');
  });

  it('a tap React dropped (it stops it before the window) is done once the page is live', async () => {
    const root = serverPage();
    followUnansweredInput(root);
    const drop = (event: Event) => event.stopPropagation();
    root.addEventListener('click', drop, true);
    recorded[FIRST_SCREEN_TAPS_GLOBAL]!.push(button());
    button().click();
    root.removeEventListener('click', drop, true);
    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    await act(async () => replayUnansweredInput());
    expect(text('count')).toBe('1');
  });

  it('what she typed before it hydrated becomes the page’s own state, not overwritten by its next render', async () => {
    const root = serverPage();
    const field = root.querySelector('input')!;
    field.value = 'sleep';
    followUnansweredInput(root);
    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    await act(async () => replayUnansweredInput());
    expect(text('query')).toBe('sleep');
    await act(async () => button().click());
    expect(field.value).toBe('sleep');
  });
});
