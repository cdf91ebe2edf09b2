import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ACCOUNT_DATA_MESSAGES, ACCOUNT_DATA_PATHS } from '@app/shared/api-contract/account-data';
import { DeleteAccountBody, ExportDataBody } from '@app/shared/api-contract/schemas/user';
import { USER_SERVICE_PREFIX } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, EmptyData, ErrorEnvelope, MediaReply, Replies, TextBody } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { accountExport, logbookExport } from './account-export-repository.ts';
import { confirmedMember, deleteAccount } from './account-data-service.ts';
import { logbookCsv } from './logbook-csv.ts';

const TAGS = ['user-service'];
const path = (full: string) => under(USER_SERVICE_PREFIX, full);
const ERRORS = { 400: ErrorEnvelope, 401: ErrorEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope, 429: ErrorEnvelope };

/** `kindred-data-2026-12-07.json`: the file's name, with the day it was made. */
function attachment(stem: string, extension: string, now: number): string {
  return `attachment; filename="kindred-${stem}-${new Date(now).toISOString().slice(0, 10)}.${extension}"`;
}

/** Her data as downloads (JSON, and the logbook as CSV), and deleting her account; each asks her password again. */
const accountDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    path(ACCOUNT_DATA_PATHS.exportData),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'exportAccountData',
      summary: 'Download everything held about the member',
      description:
        'Her password again (a wrong one is a 400; counts as a login try, 429 past the limit). The reply is the file itself, not the envelope: her profile and preferences, then every row of hers table by table (AccountExport), password, code and token hashes left out. Only the token’s member.',
      body: ExportDataBody,
      response: { 200: MediaReply('Her data (AccountExport), as an attachment', { 'application/json': Type.Unknown() }), ...ERRORS },
    }),
    async (request, reply) => {
      const user = await confirmedMember(app, request.member.userId, request.body.password, request.ip);
      const now = app.clock.now();
      const data = await accountExport(app.db, user.id, now);
      // Deleted between the password check and the read (another tab): her session is over.
      if (!data) throw new ApiError(401, 'UNAUTHORIZED', ACCOUNT_MESSAGES.sessionExpired);
      return reply
        .header('content-disposition', attachment('data', 'json', now))
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    path(ACCOUNT_DATA_PATHS.exportLogbook),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'exportLogbook',
      summary: 'Download the member’s logbook as CSV',
      description:
        'Her password again, as the export. RFC 4180 CSV, one record per set: when logged, the workout, the exercise, the set, reps, and the weight in the unit she entered (kg or lb).',
      body: ExportDataBody,
      response: { 200: MediaReply('Her logbook, as an attachment', { 'text/csv': TextBody }), ...ERRORS },
    }),
    async (request, reply) => {
      const user = await confirmedMember(app, request.member.userId, request.body.password, request.ip);
      const now = app.clock.now();
      const csv = logbookCsv(await logbookExport(app.db, user.id));
      return reply
        .header('content-disposition', attachment('logbook', 'csv', now))
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8; header=present')
        .send(csv);
    },
  );

  app.post(
    path(ACCOUNT_DATA_PATHS.deleteAccount),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'deleteAccount',
      summary: 'Delete the member’s account',
      description:
        'Her password again and confirm: true. Closes her customer at the payment provider, removes her account and every row of hers (her sessions end), keeps payment events without her id, and emails her a confirmation. When the provider cannot be reached, a 502 and nothing deleted.',
      body: DeleteAccountBody,
      response: Replies(EmptyData, [...BODY_ERRORS, 401, 429, 502]),
    }),
    async (request) => {
      const user = await confirmedMember(app, request.member.userId, request.body.password, request.ip);
      await deleteAccount(app, user);
      return { code: 200, data: null, message: ACCOUNT_DATA_MESSAGES.accountDeleted };
    },
  );
};

export default accountDataRoutes;
