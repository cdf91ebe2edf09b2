// Inline, right after a server-drawn first screen (api/src/features/web/index-page.ts), before it
// paints: anyone it was not drawn for never sees it (keepsFirstScreen), and the shell renders her
// page as usual. The server's API answers in the same root go with it.
import { browserToday } from '@app/shared/dates/browser-today';
import { DRAWN_FOR_ATTRIBUTE, keepsFirstScreen } from '@app/shared/prerender/drawn-for';
import { STATIC_FALLBACK_ROOT_ATTRIBUTE } from '@app/shared/prerender/static-fallback';
import { readUserInfo } from '@app/shared/session';

const frame = document.querySelector(`[${STATIC_FALLBACK_ROOT_ATTRIBUTE}]`);
let stored: ReturnType<typeof readUserInfo> | 'unreadable';
try {
  stored = readUserInfo();
} catch {
  // Storage this page may not read (a browser's setting): nobody's session is known.
  stored = 'unreadable';
}
if (frame && !keepsFirstScreen(frame.getAttribute(DRAWN_FOR_ATTRIBUTE), stored, browserToday())) {
  document.getElementById('root')?.replaceChildren();
}
