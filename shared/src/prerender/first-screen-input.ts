/**
 * The taps on a server-drawn first screen that the shell replays once its page is live
 * (shell/src/federation/unanswered-input.ts): the page's inline recorder
 * (shell/src/inline/scripts-after-first-paint.ts) keeps them from the first paint. Links and
 * submit buttons need no help: the browser follows and submits them itself.
 */

/** Controls that do nothing until the page is live. */
export const REPLAYED_CONTROL_SELECTOR = 'button:not([type="submit"]),[role="button"]';

/** Where the page keeps the controls tapped on its first screen (shell/src/inline/scripts-after-first-paint.ts). */
export const FIRST_SCREEN_TAPS_GLOBAL = '__firstScreenTaps';
