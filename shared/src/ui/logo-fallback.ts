/**
 * SPEC section 5: an image that fails to load shows the logo instead: the brand mark (as the
 * shared Logo draws it) on its soft tint.
 */
export const LOGO_FALLBACK_SRC =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='-44 -29 120 90'%3E%3Crect x='-44' y='-29' width='120' height='90' fill='%23fce4ec'/%3E%3Ccircle cx='16' cy='16' r='15' fill='%23c2185b'/%3E%3Cpath d='M11 8.5v15M21 8.5l-7.5 7.5L21 23.5' fill='none' stroke='%23fff' stroke-width='2.8' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E";
