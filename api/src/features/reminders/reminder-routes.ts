import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PLANNER_PATHS } from '@app/shared/api-contract/planner';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { StrictObject } from '@app/shared/api-contract/schemas/common';
import { ReminderChoiceBody, ReminderSettingsSchema } from '@app/shared/api-contract/schemas/planner';
import { reminderChoiceError } from '@app/shared/planner/reminders';
import { FAVICON_LINK } from '@app/shared/seo/favicon';
import { fieldError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, ErrorEnvelope, MediaReply, Replies, TextBody } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { escapeHtml } from '../users/user-emails.ts';
import { reminderChoice, saveReminderChoice, stopReminders } from './reminders-repository.ts';
import { stopTokenUser } from './stop-link.ts';

const TAGS = ['planner'];
const path = (full: string) => under(API_SERVICE_PREFIXES.applicationSearch, full);
const MEMBER_ERRORS = [400, 401] as const;

const REMINDER_MESSAGES = {
  saved: 'Your reminders are set.',
  stopped: 'Your reminders are off.',
} as const;

const page = (heading: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)} | Kindred</title>${FAVICON_LINK}<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f1a1c}button{font:inherit;font-weight:700;background:#c2185b;color:#fff;border:0;border-radius:999px;padding:.75rem 1.5rem}a{color:#8e0f42}</style></head><body><main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`;

const stopForm = (token: string) =>
  page(
    'Stop your workout reminders?',
    `<p>You will get no more reminder e-mails. You can set them again in Settings.</p><form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Stop reminders</button></form>`,
  );
const stoppedPage = page(
  REMINDER_MESSAGES.stopped,
  '<p>You will get no more reminder e-mails. <a href="/settings">Set them again in Settings</a>.</p>',
);
const refusedPage = page('This link does not stop reminders', '<p>It may be cut short. Open Settings to change your reminders.</p>');

/**
 * Her workout reminders (issue 43). planner/reminders: her choice (GET; null when off), a new one
 * (PUT: days and hour on her clock, reminderChoiceError's rules) and stopping them (DELETE). The
 * e-mails (reminder-job.ts) carry a one-tap stop link, signed for her (stop-link.ts): GET shows a
 * page with one button, POST stops them (a mail client's RFC 8058 one-click POST included).
 */
const reminderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    path(PLANNER_PATHS.reminders),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getReminders',
      summary: 'Her workout reminders: the days and the hour on her clock; null when they are off',
      description: 'The signed-in member’s own: the ISO weekdays (1 Monday) and the hour on her clock she chose; null when she has none.',
      response: Replies(ReminderSettingsSchema, MEMBER_ERRORS),
    }),
    async (request) => ({ code: 200, data: await reminderChoice(app.db, request.member.userId), message: 'OK' }),
  );

  app.put(
    path(PLANNER_PATHS.reminders),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'setReminders',
      summary: 'Set her workout reminders: an e-mail on the days she chose, in the hour she chose on her clock',
      description:
        'The signed-in member’s own. Days are ISO weekdays (1 Monday to 7 Sunday), each once; the hour is 6 to 21 on her clock (her zone: the one her browser last reported, else her region’s), so a reminder never comes at night. Anything else is a 400 that changes nothing. At most one reminder a day.',
      body: ReminderChoiceBody,
      response: Replies(ReminderSettingsSchema, [...BODY_ERRORS, 401]),
    }),
    async (request) => {
      const error = reminderChoiceError(request.body);
      if (error) throw fieldError(request.body.days.length === 0 || error.startsWith('Each') ? 'days' : 'hour', error);
      await saveReminderChoice(app.db, request.member.userId, request.body, new Date(app.clock.now()));
      return { code: 200, data: await reminderChoice(app.db, request.member.userId), message: REMINDER_MESSAGES.saved };
    },
  );

  app.delete(
    path(PLANNER_PATHS.reminders),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'stopReminders',
      summary: 'Stop her workout reminders',
      description: 'The signed-in member’s own; stopping when they are off changes nothing. Set them again with PUT.',
      response: Replies(ReminderSettingsSchema, MEMBER_ERRORS),
    }),
    async (request) => {
      await stopReminders(app.db, request.member.userId);
      return { code: 200, data: null, message: REMINDER_MESSAGES.stopped };
    },
  );

  // The stop link: a plain HTML page and form, no script, no sign-in (the signed token is the key).
  await app.register(async (scope) => {
    const form = scope.withTypeProvider<TypeBoxTypeProvider>();
    form.removeAllContentTypeParsers();
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const HtmlPage = MediaReply('An HTML page', { 'text/html': TextBody });
    const Token = Type.String({ minLength: 1, maxLength: 80, description: 'The signed token of the e-mail’s link' });
    const stopPath = path(PLANNER_PATHS.reminderStop);
    form.get(
      stopPath,
      {
        schema: {
          tags: TAGS,
          operationId: 'getReminderStopPage',
          summary: 'The e-mail’s stop link: a page with one button that stops her reminders',
          description: 'Public: the signed token is the key. A token that is not one of ours answers a 400 page and stops nothing.',
          querystring: StrictObject({ token: Token }),
          response: { 200: HtmlPage, 400: HtmlPage },
        },
      },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (stopTokenUser(app.serverSecret, request.query.token) === null) return reply.code(400).send(refusedPage);
        return stopForm(request.query.token);
      },
    );
    form.post(
      stopPath,
      {
        schema: {
          tags: TAGS,
          operationId: 'stopRemindersByLink',
          summary: 'Stops her reminders from the e-mail: the page’s button, or a mail client’s one-click POST (RFC 8058)',
          description:
            'Public: the signed token (in the query, as List-Unsubscribe names it, or in the form) is the key. A token that is not one of ours answers a 400 page and stops nothing.',
          consumes: ['application/x-www-form-urlencoded'],
          querystring: StrictObject({ token: Type.Optional(Token) }),
          body: Type.Optional(
            Type.Object(
              { token: Type.Optional(Token), 'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')) },
              { additionalProperties: false },
            ),
          ),
          response: { 200: HtmlPage, 400: HtmlPage, 415: ErrorEnvelope },
        },
      },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        const token = request.body?.token ?? request.query.token ?? '';
        const userId = stopTokenUser(app.serverSecret, token);
        if (userId === null) return reply.code(400).send(refusedPage);
        await stopReminders(app.db, userId);
        return stoppedPage;
      },
    );
  });
};

export default reminderRoutes;
