// Inline, first in <head> of every page the server sends (api/src/features/web/index-page.ts): her
// colour scheme on this device goes on <html> before anything paints, so a dark page never
// flashes light (issue 43). Tiny on purpose: it rides on every page.
import { applyTheme, THEME_STORAGE_KEY } from '@app/shared/session/theme';

let stored: string | null = null;
try {
  stored = localStorage.getItem(THEME_STORAGE_KEY);
} catch {
  // Storage this page may not read: the browser's own scheme holds.
}
applyTheme(stored);
