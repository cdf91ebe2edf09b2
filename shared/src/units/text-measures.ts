import { formatQuantity } from './quantity.ts';
import { CM_PER_INCH } from './length.ts';

/** US ovens are set in °F in steps of 25 (350°F, 375°F, 400°F), as US recipes print them. */
const FAHRENHEIT_STEP = 25;

/** An oven temperature in °F as a US recipe gives it: 200°C is 392°F, printed 400°F. */
export function ovenFahrenheit(celsius: number): number {
  return Math.round(((celsius * 9) / 5 + 32) / FAHRENHEIT_STEP) * FAHRENHEIT_STEP;
}

/**
 * A length in inches as a cook reads a ruler: to the ¼ inch under an inch, to the ½ inch up to 3
 * inches, whole inches above (3 cm pieces are 1-inch pieces, a 24 cm pan a 9-inch pan).
 */
export function cookInches(centimetres: number): number {
  const inches = centimetres / CM_PER_INCH;
  const step = inches < 1 ? 0.25 : inches <= 3 ? 0.5 : 1;
  return Math.max(0.25, Math.round(inches / step) * step);
}

const OVEN = /(\d+)\s?°C(?:\s?\((\d+)\s?°C fan\))?/g;
const LENGTH = /(\d+(?:\.\d+)?)\s?cm\b/g;

/**
 * The metric measures of a recipe's text in US customary units: "200°C (180°C fan)" reads
 * "400°F (350°F convection)" (a fan oven is a convection oven there) and "3 cm pieces" reads
 * "1-inch pieces". Amounts in spoons and cups read the same everywhere (units/unit-types.ts).
 */
export function usMeasuresInText(text: string): string {
  return text
    .replace(OVEN, (_match, conventional: string, fan: string | undefined) => {
      const main = `${ovenFahrenheit(Number(conventional))}°F`;
      return fan ? `${main} (${ovenFahrenheit(Number(fan))}°F convection)` : main;
    })
    .replace(LENGTH, (_match, centimetres: string) => `${formatQuantity(cookInches(Number(centimetres)))}-inch`);
}
