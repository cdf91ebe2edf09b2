import { FIRST_SCREEN_TAPS_GLOBAL, REPLAYED_CONTROL_SELECTOR } from '@app/shared/prerender/first-screen-input';

/**
 * What she did to the server's first screen that nothing answered, done again once its page is
 * hydrated. Hydration keeps the server's elements, so it is done on the very elements she used.
 *
 * Taps: the page's inline recorder (shell/src/inline/scripts-after-first-paint.ts) keeps every
 * control tapped from the first paint. Before hydrateRoot nothing answers a tap. After it, React
 * hydrates a tapped boundary at once when its code is in and answers the tap; when the code is not
 * in yet, React 19 stops the tap and drops it (it replays only continuous events: react-dom-client's
 * dispatchEvent). A tap React answered reaches the window's bubble phase; one it dropped never does.
 *
 * Fields: React keeps what she typed in the markup as it hydrates, but takes it as its own last
 * value, so the page's state never hears of it and its next render writes the state's value back.
 */
type TapList = Record<string, Element[] | null | undefined>;
const taps = () => window as unknown as TapList;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (element: unknown): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
const isToggle = (field: Field) => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/** The fields she changed, with their state as she left it. */
const fields = new Map<Field, string | boolean>();
const keepField = (field: Field) => {
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return;
  const changed = isToggle(field)
    ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
    : field instanceof HTMLSelectElement
      ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
      : field.value !== field.defaultValue;
  if (changed) fields.set(field, isToggle(field) ? (field as HTMLInputElement).checked : field.value);
  else fields.delete(field);
};
const followField = (event: Event) => {
  if (isField(event.target)) keepField(event.target);
};

/**
 * Called right before hydrateRoot: from now on a tap that bubbles to the window was answered and
 * is not replayed; the fields she changed so far, and until the page is live, are kept.
 */
export function followUnansweredInput(root: Element): void {
  addEventListener('click', (event) => {
    const list = taps()[FIRST_SCREEN_TAPS_GLOBAL];
    const control = event.target instanceof Element ? event.target.closest(REPLAYED_CONTROL_SELECTOR) : null;
    const index = control && list ? list.lastIndexOf(control) : -1;
    if (index >= 0) list!.splice(index, 1);
  });
  root.querySelectorAll('input,textarea,select').forEach((element) => {
    if (isField(element)) keepField(element);
  });
  document.addEventListener('input', followField, true);
  document.addEventListener('change', followField, true);
}

/** Once the drawn page is live: her fields through the events her typing sends, then each kept tap, in order; the recording ends. */
export function replayUnansweredInput(): void {
  document.removeEventListener('input', followField, true);
  document.removeEventListener('change', followField, true);
  for (const [field, state] of fields) {
    if (!field.isConnected) continue;
    if (typeof state === 'boolean') {
      // Back to what React last saw through the element's own setter, then her tap.
      (field as HTMLInputElement).checked = !state;
      field.click();
    } else {
      field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
      // The prototype's setter, not the element's: React tracks the value it last set on the element.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, state);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }
  fields.clear();
  const list = taps()[FIRST_SCREEN_TAPS_GLOBAL] ?? [];
  taps()[FIRST_SCREEN_TAPS_GLOBAL] = null;
  for (const control of list) if (control.isConnected && control instanceof HTMLElement) control.click();
}
