// Inline, at the end of a page that paints from a server-drawn first screen: the shell's scripts
// start once that page has loaded (its CSS and first-screen images) and the frame showing them has
// been painted (a timeout set in an animation frame runs after that frame), so what she sees first
// never shares the network or the main thread with them. Links work meanwhile; buttons and fields
// come alive with the live page, so her first tap or key starts the scripts at once, and the
// controls she taps are kept for the live page to replay (shell/src/federation/unanswered-input.ts).
import { FIRST_SCREEN_TAPS_GLOBAL, REPLAYED_CONTROL_SELECTOR } from '@app/shared/prerender/first-screen-input';
import { SCRIPTS_AFTER_FIRST_PAINT_ELEMENT_ID } from '@app/shared/prerender/inline-scripts';

/** At the latest, this long after the load event the scripts start even if no frame was painted (a hidden tab paints none). */
const SCRIPTS_AFTER_LOAD_MAX_MS = 250;

const sources = JSON.parse(document.getElementById(SCRIPTS_AFTER_FIRST_PAINT_ELEMENT_ID)?.textContent ?? '[]') as string[];
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const src of sources) {
    const script = document.createElement('script');
    script.src = src;
    // In the order index.html lists them, as its deferred scripts would run.
    script.async = false;
    document.head.appendChild(script);
  }
}
addEventListener('load', () => {
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, SCRIPTS_AFTER_LOAD_MAX_MS);
});
for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { capture: true, once: true });

// The shell takes the list over once it runs, and sets it to null.
const recorded = window as unknown as Record<string, Element[] | null>;
recorded[FIRST_SCREEN_TAPS_GLOBAL] = [];
addEventListener(
  'click',
  (event) => {
    const control = event.target instanceof Element ? event.target.closest(REPLAYED_CONTROL_SELECTOR) : null;
    if (control) recorded[FIRST_SCREEN_TAPS_GLOBAL]?.push(control);
  },
  true,
);
