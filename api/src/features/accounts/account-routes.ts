import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateAccountBody,
  CreateAccountDataSchema,
  UserInfoParams,
  UserInfoSchema,
  ValidateEmailBody,
  ValidateEmailDataSchema,
} from '@app/shared/api-contract/schemas/user';
import { USER_SERVICE_PATHS, USER_SERVICE_PREFIX } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES, ERROR_MESSAGES } from '@app/shared/messages';
import { VALIDATION_MESSAGES } from '@app/shared/validation/messages';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { isSubscribed } from '../subscriptions/subscription-repository.ts';
import { sendOtp } from '../users/otp-service.ts';
import { assertPasswordAllowed } from '../users/password-policy.ts';
import { checkedEmail, checkedName } from '../users/user-fields.ts';
import { createUser, emailExists, findUserById, normalizeEmail } from '../users/user-repository.ts';
import { toUserInfo } from '../users/user-views.ts';

const TAGS = ['user-service'];
const path = (full: string) => under(USER_SERVICE_PREFIX, full);

function emailTaken(): ApiError {
  return new ApiError(409, 'EMAIL_TAKEN', VALIDATION_MESSAGES.emailTaken, { fields: { email: VALIDATION_MESSAGES.emailTaken } });
}

/** Sign-up, the email check, and a member's own user info. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    path(USER_SERVICE_PATHS.createAccount),
    {
      schema: {
        tags: TAGS,
        operationId: 'createAccount',
        summary: 'Create an account',
        description: 'Creates an unverified account and emails a 6-digit code; confirm-otp then signs the member in.',
        body: CreateAccountBody,
        response: Replies(CreateAccountDataSchema, [...BODY_ERRORS, 409, 429, 502]),
      },
    },
    async (request) => {
      const name = checkedName(request.body.name);
      const email = checkedEmail(request.body.email);
      await app.rateLimiter.consume([['createAccountIp', request.ip]]);
      if (await emailExists(app.db, email)) {
        // SPEC's answer names a registered email, but its time must not tell more (to a script
        // sorting a list of addresses): hash the password as a new account does, the work that
        // makes most of a sign-up's time.
        await app.passwords.hash(request.body.password);
        throw emailTaken();
      }
      await assertPasswordAllowed(app.db, 'password', request.body.password, { email, name });
      const passwordHash = await app.passwords.hash(request.body.password);
      const user = await createUser(app.db, {
        email,
        name,
        passwordHash,
        timezone: request.timeZone === 'UTC' ? null : request.timeZone,
        now: app.clock.now(),
      });
      if (!user) throw emailTaken();
      // The first code counts toward the resend limit.
      await app.rateLimiter.allows([
        ['createOtpAccountBurst', email],
        ['createOtpAccount', email],
      ]);
      try {
        await sendOtp(app, user, request.timeZone);
      } catch (error) {
        request.log.error({ err: error }, 'sending a code failed');
        throw new ApiError(502, 'EMAIL_SEND_FAILED', ERROR_MESSAGES.otpSendFailed, { email });
      }
      return { code: 200, data: { email }, message: ACCOUNT_MESSAGES.accountCreated };
    },
  );

  app.post(
    path(USER_SERVICE_PATHS.validateEmail),
    {
      schema: {
        tags: TAGS,
        operationId: 'validateEmail',
        summary: 'Is this email free for a new account?',
        description:
          'Public, rate limited per address (429). available is false when an account has the email, whether or not it is verified; a malformed email is a 400.',
        body: ValidateEmailBody,
        response: Replies(ValidateEmailDataSchema, [...BODY_ERRORS, 429]),
      },
    },
    async (request) => {
      const email = checkedEmail(request.body.email);
      await app.rateLimiter.consume([['validateEmailIp', request.ip]]);
      const available = !(await emailExists(app.db, email));
      return { code: 200, data: { available }, message: available ? ACCOUNT_MESSAGES.emailAvailable : VALIDATION_MESSAGES.emailTaken };
    },
  );

  app.get(
    `${path(USER_SERVICE_PATHS.userInfo)}:email`,
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getUserInfo',
      summary: 'User info of the signed-in member, by email',
      description: 'Only your own email: another one gets 403.',
      params: UserInfoParams,
      response: Replies(UserInfoSchema, [400, 401, 403]),
    }),
    async (request) => {
      const { userId } = request.member;
      const user = await findUserById(app.db, userId);
      if (!user || normalizeEmail(request.params.email) !== user.email) {
        throw new ApiError(403, 'FORBIDDEN', ACCOUNT_MESSAGES.notYourAccount);
      }
      return { code: 200, data: toUserInfo(user, await isSubscribed(app.db, user.id)), message: 'OK' };
    },
  );
};

export default accountRoutes;
