/**
 * Issue 43, dark mode: the colour scheme she picked on this device (Settings, Appearance). It is
 * the device's, not her account's: kept in localStorage, and across log-outs like the device id.
 * "system" follows the browser's prefers-color-scheme; "light" and "dark" pin one. The choice goes
 * on <html> as data-theme (global.css reads it), set before the first paint by the shell's inline
 * theme script (shell/src/inline/theme.ts) and again whenever she changes it.
 */
export const THEME_STORAGE_KEY = 'theme';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_ATTRIBUTE = 'data-theme';

/** A stored value as a choice: anything else (nothing stored, an old or foreign value) is "system". */
export function themeChoiceOf(stored: string | null | undefined): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** The data-theme a choice puts on <html>: none for "system", which leaves it to the media query. */
export function themeAttributeFor(stored: string | null | undefined): 'light' | 'dark' | null {
  const choice = themeChoiceOf(stored);
  return choice === 'system' ? null : choice;
}

/** Puts a stored value's data-theme on the element (<html>), or takes it off. */
export function applyTheme(stored: string | null | undefined, root: Element = document.documentElement): void {
  const attribute = themeAttributeFor(stored);
  if (attribute) root.setAttribute(THEME_ATTRIBUTE, attribute);
  else root.removeAttribute(THEME_ATTRIBUTE);
}

/** Her choice on this device; "system" when storage holds none or cannot be read. */
export function readThemeChoice(storage: Pick<Storage, 'getItem'> = globalThis.localStorage): ThemeChoice {
  try {
    return themeChoiceOf(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** Stores her choice ("system" removes the key) and applies it to the page at once. */
export function saveThemeChoice(
  choice: ThemeChoice,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = globalThis.localStorage,
  root: Element = document.documentElement,
): void {
  try {
    if (choice === 'system') storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage this page may not write: the choice still holds for this page.
  }
  applyTheme(choice, root);
}

/**
 * The shell's start: applies the stored choice (a page the server did not send, as the dev
 * server's, has no inline theme script) and follows a choice made in another tab.
 */
export function followStoredTheme(target: Window = window): void {
  applyTheme(readThemeChoice(target.localStorage), target.document.documentElement);
  target.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null)
      applyTheme(event.newValue ?? readThemeChoice(target.localStorage), target.document.documentElement);
  });
}
