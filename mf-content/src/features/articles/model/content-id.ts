/** The largest id a database integer holds. */
const MAX_CONTENT_ID = 2_147_483_647;

/** A content id from a route parameter: a whole number from 1, else null (the page shows not found). */
export function contentIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_CONTENT_ID ? id : null;
}
