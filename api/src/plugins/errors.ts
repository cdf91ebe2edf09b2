import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorCode } from '@app/shared/api-contract/envelope';
import { ERROR_MESSAGES } from '@app/shared/messages';
import { ApiError } from '../lib/api-error.ts';
import { helpErrorBody, isHelpCenterUrl } from '../features/help-center/help-center-errors.ts';
import { describeSchemaError, type SchemaError } from '../lib/validation-message.ts';

const STATUS_CODES: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'BAD_REQUEST',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Fastify's own 4xx errors, reworded for people. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported here; send JSON.';
    default:
      if (error instanceof SyntaxError) return 'The request body is not valid JSON.';
      return error.message;
  }
}

/**
 * The one error handler: every failure leaves as { code, data, message, errorCode } with its
 * HTTP status. Schema failures get a sentence naming the field; a 5xx never shows internals.
 */
async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ code: error.statusCode, data: error.data, message: error.message, errorCode: error.errorCode });
    }
    if (error.validation && error.validation.length > 0) {
      const { field, message } = describeSchemaError(error.validation[0] as SchemaError, error.validationContext ?? 'body');
      return reply.code(400).send({
        code: 400,
        data: field ? { fields: { [field]: message } } : null,
        message,
        errorCode: 'VALIDATION_FAILED',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        code: status,
        data: null,
        message: clientErrorMessage(error),
        errorCode: STATUS_CODES[status] ?? 'BAD_REQUEST',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 500, data: null, message: ERROR_MESSAGES.generic, errorCode: 'INTERNAL' });
  });
}

export default fp(errors, { name: 'errors' });

/** A 404 in the envelope, for unknown paths under an API prefix. */
export function apiNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      code: 404,
      data: null,
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      errorCode: 'NOT_FOUND',
    }),
  );
}

/**
 * Errors Fastify raises before routing (a URL that does not decode, a path parameter over the
 * length limit), which never reach the error handler: the same envelope as every other 4xx.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'The address is too long.'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The address is not valid: it has a malformed percent-encoding.'
        : clientErrorMessage(error);
  // The help centre answers in Zendesk's shape, even before its routes are reached.
  if (isHelpCenterUrl(request.url)) return reply.code(status).send(helpErrorBody(status, message));
  return reply.code(status).send({ code: status, data: null, message, errorCode: STATUS_CODES[status] ?? 'BAD_REQUEST' });
}
