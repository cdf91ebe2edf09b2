import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { StrictObject } from '@app/shared/api-contract/schemas/common';
import { FAVICON_LINK } from '@app/shared/seo/favicon';
import type { OutboxMessage } from '../../db/schema.ts';
import { fieldError } from '../../lib/api-error.ts';
import { ErrorEnvelope, MediaReply, Replies, TextBody } from '../../lib/schemas.ts';
import { listOutbox, OUTBOX_PAGE_SIZE } from './outbox-repository.ts';

const TO_FIELD = Type.String({ minLength: 3, maxLength: 320, description: 'The recipient' });
/** The JSON lists one recipient's mail only: it carries codes and reset links. */
const OutboxJsonQuery = StrictObject({ to: TO_FIELD });
const OutboxPageQuery = StrictObject({ to: Type.Optional(TO_FIELD) });

interface OutboxOptions {
  /** The page lists every recipient's mail when no `to` is given (development only; never in production). */
  listEveryone: boolean;
}

const OutboxEntry = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderOutboxPage(messages: OutboxMessage[], to: string | undefined): string {
  const items = messages
    .map(
      (message) => `<article>
  <header><strong>${escapeHtml(message.subject)}</strong><br><span>to ${escapeHtml(message.recipient)} · ${escapeHtml(message.createdAt.toISOString())}</span></header>
  <pre>${linkify(escapeHtml(message.textBody))}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Outbox</title>${FAVICON_LINK}
<style>body{font-family:Helvetica,Arial,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#222}h1{color:#c2185b}article{border:1px solid #ddd;border-radius:6px;padding:12px 16px;margin:12px 0}header span{color:#666;font-size:13px}pre{white-space:pre-wrap;font-family:inherit}</style>
</head><body>
<h1>Outbox</h1>
<p>Mail the app would have sent (no SMTP_URL is set), newest first${to ? `, to ${escapeHtml(to)}` : ''}. Reload to see new mail.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

/** The development outbox: a page, and JSON for the end-to-end suite. */
const outboxRoutes: FastifyPluginAsyncTypebox<OutboxOptions> = async (app, options) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['system'],
        operationId: 'getOutboxPage',
        summary: `The outbox as a page (last ${OUTBOX_PAGE_SIZE} messages, newest first)`,
        description: 'In production (OUTBOX_PAGE=1) only with ?to=<email>.',
        querystring: OutboxPageQuery,
        response: { 200: MediaReply('The page', { 'text/html': TextBody }), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      if (!request.query.to && !options.listEveryone) throw fieldError('to', 'Say whose mail to show: /dev/outbox?to=<email>.');
      const messages = await listOutbox(app.db, request.query.to);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(renderOutboxPage(messages, request.query.to));
    },
  );

  app.get(
    '/dev/outbox.json',
    {
      schema: {
        tags: ['system'],
        operationId: 'getOutboxJson',
        summary: 'The mail to one recipient as JSON, newest first',
        description: `Public; served outside production, and in production only with OUTBOX_PAGE=1. The last ${OUTBOX_PAGE_SIZE} messages the outbox kept for \`to\` (mail sent over SMTP_URL is not kept), codes and reset links included; without \`to\` it is a 400.`,
        querystring: OutboxJsonQuery,
        response: Replies(Type.Array(OutboxEntry), [400]),
      },
    },
    async (request, reply) => {
      const messages = await listOutbox(app.db, request.query.to);
      reply.header('Cache-Control', 'no-store');
      return {
        code: 200,
        data: messages.map((message) => ({
          id: message.id,
          to: message.recipient,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          createdAt: message.createdAt.toISOString(),
        })),
        message: 'OK',
      };
    },
  );
};

export default outboxRoutes;
