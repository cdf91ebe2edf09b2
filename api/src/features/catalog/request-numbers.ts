import { ApiError } from '../../lib/api-error.ts';

/** The largest id a database integer holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A number sent as text in a path or query (the schema has checked it is digits): a whole number
 * from `min` to MAX_ID, else a 400 naming the field.
 */
export function wholeNumber(text: string, label: string, min = 1): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min || value > MAX_ID) {
    throw new ApiError(400, 'VALIDATION_FAILED', `${label} must be a whole number from ${min} to ${MAX_ID}`, {
      fields: { [label]: 'out of range' },
    });
  }
  return value;
}

export const pageNumber = (text: string | undefined) => (text === undefined ? 1 : wholeNumber(text, 'Page'));
