import { Type, type TSchema } from 'typebox';

/** The reply envelope around `data`. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), data, message: Type.String() });
}

export const ErrorEnvelope = Type.Object(
  {
    code: Type.Integer({ description: 'The HTTP status' }),
    data: Type.Unknown({ description: 'Details: { fields } for field rules, { email, otpRequired } for an unverified login, else null' }),
    message: Type.String(),
    errorCode: Type.String({ description: 'Stable machine-readable code, for example VALIDATION_FAILED or RATE_LIMITED' }),
  },
  { description: 'An error' },
);

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502;

/**
 * The responses of a route: 200 with its data, and each error status it can answer. Every route
 * can answer 400, even one that takes no input: the text guard (plugins/text-guard.ts) refuses a
 * control character in any query parameter, sent or not declared.
 */
export function Replies<T extends TSchema, S extends ErrorStatus>(data: T, errors: readonly S[]) {
  const replies: Record<number, TSchema> = { 200: Envelope(data), 400: ErrorEnvelope };
  for (const status of errors) replies[status] = ErrorEnvelope;
  return replies as { 200: ReturnType<typeof Envelope<T>> } & Record<S | 400, typeof ErrorEnvelope>;
}

export const EmptyData = Type.Null();

/** A text body that is not JSON: a page, an SVG, metrics. */
export const TextBody = Type.String();
/** A binary body: an image. */
export const BinaryBody = Type.String({ format: 'binary' });

/**
 * A reply that is not the JSON envelope (an image, a page, metrics): its body in each media type
 * the route sends, so the document and a client generated from it read it as what it is.
 */
export function MediaReply(description: string, bodies: Record<string, TSchema>) {
  return { description, content: Object.fromEntries(Object.entries(bodies).map(([mediaType, schema]) => [mediaType, { schema }])) };
}

/** 400 (schema), 413 (too large), 415 (wrong content type): what any route with a body can answer. */
export const BODY_ERRORS = [400, 413, 415] as const;
