// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedFields, controlName, fieldOf, replayInto, showFields, tapOf, type RecordedField } from './first-screen-input.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page element as the server draws a listing's first screen. */
const LISTING = `
  <div class="listing">
    <h1>Blog</h1>
    <form role="search"><input id="q" type="search" value=""><button type="submit">Search</button></form>
    <div class="chips"><button type="button" aria-pressed="false">Strength</button><button type="button" disabled>Yoga</button><span role="button">Tag</span></div>
    <label><input type="checkbox" name="saved"> Saved only</label>
    <input type="radio" name="plan" value="1" checked><input type="radio" name="plan" value="2">
    <select name="sort"><option selected>Newest</option><option>Oldest</option></select>
    <textarea>note</textarea>
    <a href="/blogs/1">Read</a>
    <button type="button" aria-label="More serves"><span>+</span></button>
  </div>`;

function pageRoot(html = LISTING): HTMLElement {
  document.body.innerHTML = `<main id="main">${html}</main>`;
  return document.getElementById('main')!;
}

const at = (selector: string) => document.querySelector(selector)!;

describe('controlName', () => {
  it.each([
    ['<button> Load   more </button>', 'Load more'],
    ['<button aria-label="More serves"><span>+</span></button>', 'More serves'],
    ['<span role="button">Tag</span>', 'Tag'],
  ])('%s reads as "%s"', (html, name) => {
    pageRoot(html);
    expect(controlName(at('main > *'))).toBe(name);
  });
});

describe('tapOf: which taps the live page replays', () => {
  it.each([
    ['a button', '.chips button', { tag: 'BUTTON', name: 'Strength' }],
    ['the text inside a button', 'button[aria-label] span', { tag: 'BUTTON', name: 'More serves' }],
    ['an element with the button role', '[role=button]', { tag: 'SPAN', name: 'Tag' }],
  ])('%s', (_case, selector, expected) => {
    const root = pageRoot();
    expect(tapOf(root, at(selector))).toMatchObject(expected);
  });

  it.each([
    ['a submit button (the browser submits the form itself)', 'button[type=submit]'],
    ['a link (the browser follows it)', 'a'],
    ['a disabled button', 'button[disabled]'],
    ['a heading', 'h1'],
  ])('not %s', (_case, selector) => {
    expect(tapOf(pageRoot(), at(selector))).toBeNull();
  });

  it('not a control outside the page', () => {
    pageRoot();
    document.body.insertAdjacentHTML('beforeend', '<button type="button">Menu</button>');
    expect(tapOf(document.getElementById('main'), document.body.lastElementChild)).toBeNull();
  });
});

describe('changedFields: what she did to the server’s fields', () => {
  it('is nothing on the page as the server drew it', () => {
    expect(changedFields(pageRoot())).toEqual([]);
  });

  it.each<[string, (root: HTMLElement) => void, Partial<RecordedField>]>([
    ['typed search text', () => ((at('#q') as HTMLInputElement).value = 'protein'), { tag: 'INPUT', type: 'search', value: 'protein' }],
    ['a ticked box', () => ((at('[type=checkbox]') as HTMLInputElement).checked = true), { type: 'checkbox', checked: true }],
    ['a picked option', () => ((at('select') as HTMLSelectElement).selectedIndex = 1), { tag: 'SELECT', type: 'select', value: 'Oldest' }],
    ['an edited text area', () => ((at('textarea') as HTMLTextAreaElement).value = 'my note'), { tag: 'TEXTAREA', value: 'my note' }],
  ])('%s', (_case, act, expected) => {
    const root = pageRoot();
    act(root);
    expect(changedFields(root)).toEqual([expect.objectContaining(expected)]);
  });

  it('a picked radio is the one now checked and the one no longer', () => {
    const root = pageRoot();
    (at('[type=radio][value="2"]') as HTMLInputElement).checked = true;
    expect(changedFields(root).map((field) => ('checked' in field ? field.checked : null))).toEqual([false, true]);
  });
});

describe('showFields and replayInto', () => {
  it('shows her fields in the shell’s copy of the markup', () => {
    const root = pageRoot();
    (at('#q') as HTMLInputElement).value = 'protein';
    (at('[type=checkbox]') as HTMLInputElement).checked = true;
    const fields = changedFields(root);
    const copy = pageRoot();
    showFields(copy, fields);
    expect((at('#q') as HTMLInputElement).value).toBe('protein');
    expect((at('[type=checkbox]') as HTMLInputElement).checked).toBe(true);
  });

  it('types into the live field through an input event, ticks through a click, and taps the same control', () => {
    const root = pageRoot();
    (at('#q') as HTMLInputElement).value = 'protein';
    (at('[type=checkbox]') as HTMLInputElement).checked = true;
    const fields = changedFields(root);
    const taps = [tapOf(root, at('.chips button'))!, tapOf(root, at('button[aria-label]'))!];

    const live = pageRoot();
    const typed = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    at('#q').addEventListener('input', (event) => typed(event));
    const ticked = vi.fn();
    at('[type=checkbox]').addEventListener('click', ticked);
    const tapped: string[] = [];
    live.addEventListener('click', (event) => {
      const control = (event.target as Element).closest('button');
      if (control) tapped.push(controlName(control));
    });
    replayInto(live, { fields, taps });
    expect(typed).toHaveReturnedWith('protein');
    expect(ticked).toHaveBeenCalledTimes(1);
    expect((at('[type=checkbox]') as HTMLInputElement).checked).toBe(true);
    expect(tapped).toEqual(['Strength', 'More serves']);
  });

  it.each([
    [
      'a control that is not there any more',
      (html: string) => html.replace('aria-pressed="false">Strength', 'aria-pressed="false">Cardio'),
    ],
    [
      'a control that turned disabled',
      (html: string) => html.replace('aria-pressed="false">Strength</button>', 'aria-pressed="false" disabled>Strength</button>'),
    ],
  ])('leaves alone %s', (_case, change) => {
    const root = pageRoot();
    const taps = [tapOf(root, at('.chips button'))!];
    const live = pageRoot(change(LISTING));
    const tapped = vi.fn();
    live.addEventListener('click', tapped);
    replayInto(live, { fields: [], taps });
    expect(tapped).not.toHaveBeenCalled();
  });

  it('leaves a field alone where the live page has another kind of field', () => {
    const root = pageRoot();
    (at('#q') as HTMLInputElement).value = 'protein';
    const fields = changedFields(root);
    pageRoot(LISTING.replace('<input id="q" type="search" value="">', '<textarea id="q"></textarea>'));
    replayInto(document.getElementById('main'), { fields, taps: [] });
    expect((at('#q') as HTMLTextAreaElement).value).toBe('');
  });

  it('does not tick a box that is already as she left it', () => {
    const root = pageRoot();
    (at('[type=checkbox]') as HTMLInputElement).checked = true;
    const fields = changedFields(root);
    pageRoot(LISTING.replace('type="checkbox" name="saved"', 'type="checkbox" name="saved" checked'));
    const clicked = vi.fn();
    at('[type=checkbox]').addEventListener('click', clicked);
    replayInto(document.getElementById('main'), { fields, taps: [] });
    expect(clicked).not.toHaveBeenCalled();
  });

  it('reads a field’s state as it is now', () => {
    const root = pageRoot();
    (at('select') as HTMLSelectElement).selectedIndex = 1;
    expect(fieldOf(root, at('select'))).toMatchObject({ value: 'Oldest' });
    expect(fieldOf(root, at('h1'))).toBeNull();
  });
});
