import { elementAt, elementPath } from './static-fallback.ts';

/**
 * What a visitor does to the server's first screen before its scripts have run, kept for the live
 * page: the buttons she tapped (replayed once it is in) and what she typed or picked in its
 * fields (carried into the shell's copy of the markup, then into the live page). Links and
 * submit buttons need no help: the browser follows and submits them itself.
 */

/** Controls that do nothing until the live page is in. */
export const REPLAYED_CONTROL_SELECTOR = 'button:not([type="submit"]),[role="button"]';

/** Where the page keeps the controls tapped before the shell's scripts ran (shell/src/inline/scripts-after-first-paint.ts). */
export const FIRST_SCREEN_TAPS_GLOBAL = '__firstScreenTaps';

/** A tapped control, by its place under the page root and its accessible name. */
export interface RecordedTap {
  path: number[];
  tag: string;
  name: string;
}

/** A field's state, by its place under the page root. */
export type RecordedField = { path: number[]; tag: string; type: string } & ({ value: string } | { checked: boolean });

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TOGGLES = new Set(['checkbox', 'radio']);
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/** The name a person reads on a control: its aria-label, or its text. */
export function controlName(element: Element): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function isField(element: unknown): element is Field {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !NOT_TYPED.has(element.type);
}

const fieldType = (field: Field) => (field instanceof HTMLInputElement ? field.type : field.tagName.toLowerCase());

function selectChanged(select: HTMLSelectElement): boolean {
  const defaultIndex = Array.from(select.options).findIndex((option) => option.defaultSelected);
  return select.selectedIndex !== Math.max(defaultIndex, 0);
}

/** The control a tap on `target` pressed, when it is one the live page must replay. */
export function tapOf(pageRoot: Element | null, target: unknown): RecordedTap | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(REPLAYED_CONTROL_SELECTOR);
  if (!control || control.matches(':disabled') || control.getAttribute('aria-disabled') === 'true') return null;
  const path = elementPath(pageRoot, control);
  return path ? { path, tag: control.tagName, name: controlName(control) } : null;
}

/** The state of the field at `target` as it is now. */
export function fieldOf(pageRoot: Element | null, target: unknown): RecordedField | null {
  if (!isField(target)) return null;
  const path = elementPath(pageRoot, target);
  if (!path) return null;
  const base = { path, tag: target.tagName, type: fieldType(target) };
  return target instanceof HTMLInputElement && TOGGLES.has(target.type)
    ? { ...base, checked: target.checked }
    : { ...base, value: target.value };
}

/** The fields of the markup under `pageRoot` that differ from what the server wrote. */
export function changedFields(pageRoot: Element | null): RecordedField[] {
  if (!pageRoot) return [];
  return Array.from(pageRoot.querySelectorAll('input,textarea,select'))
    .filter((element): element is Field => isField(element))
    .filter((field) => {
      if (field instanceof HTMLSelectElement) return selectChanged(field);
      if (field instanceof HTMLInputElement && TOGGLES.has(field.type)) return field.checked !== field.defaultChecked;
      return field.value !== field.defaultValue;
    })
    .map((field) => fieldOf(pageRoot, field)!);
}

/** The field at a recorded place, when it is still the same kind of field. */
function sameField(pageRoot: Element | null, field: RecordedField): Field | null {
  const element = elementAt(pageRoot, field.path);
  return isField(element) && element.tagName === field.tag && fieldType(element) === field.type ? element : null;
}

/** Puts recorded field states into markup no script drives (the shell's copy of the first screen). */
export function showFields(pageRoot: Element | null, fields: readonly RecordedField[]): void {
  for (const field of fields) {
    const element = sameField(pageRoot, field);
    if (!element) continue;
    if ('checked' in field) (element as HTMLInputElement).checked = field.checked;
    else element.value = field.value;
  }
}

/**
 * Gives the live page what she did to the first screen: each field's state through the events a
 * person's typing or picking sends (so the page's own handlers take it), then each tap on the
 * control at the same place with the same name. A control that moved or changed is left alone.
 */
export function replayInto(
  pageRoot: Element | null,
  { fields, taps }: { fields: readonly RecordedField[]; taps: readonly RecordedTap[] },
): void {
  for (const field of fields) {
    const element = sameField(pageRoot, field);
    if (!element) continue;
    if ('checked' in field) {
      if ((element as HTMLInputElement).checked !== field.checked) element.click();
    } else if (element.value !== field.value) {
      // The prototype's setter, not the element's: React tracks the value it last set on the element.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!.call(element, field.value);
      element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }
  for (const tap of taps) {
    const control = elementAt(pageRoot, tap.path);
    if (control instanceof HTMLElement && control.tagName === tap.tag && controlName(control) === tap.name && !control.matches(':disabled'))
      control.click();
  }
}
