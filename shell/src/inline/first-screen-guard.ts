// Inline, right after a server-drawn first screen (api/src/features/web/index-page.ts), before it
// paints: anyone it was not drawn for never sees it (keepsFirstScreen), and the shell renders her
// page as usual. The server's API answers, after the root, go with it.
import { browserToday } from '@app/shared/dates/browser-today';
import { DRAWN_FOR_ATTRIBUTE, keepsFirstScreen } from '@app/shared/prerender/drawn-for';
import { SERVER_API_CACHE_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '@app/shared/prerender/rendered-page';
import { readUserInfo } from '@app/shared/session';

const frame = document.querySelector(`#root[${SERVER_RENDERED_ATTRIBUTE}]`);
let stored: ReturnType<typeof readUserInfo> | 'unreadable';
try {
  stored = readUserInfo();
} catch {
  // Storage this page may not read (a browser's setting): nobody's session is known.
  stored = 'unreadable';
}
if (frame && !keepsFirstScreen(frame.getAttribute(DRAWN_FOR_ATTRIBUTE), stored, browserToday())) {
  const root = document.getElementById('root');
  root?.replaceChildren();
  root?.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  // Her answers go with her page: nobody else's page starts from them.
  document.getElementById(SERVER_API_CACHE_ELEMENT_ID)?.remove();
}
