import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ConfirmOtpBody,
  CreateOtpBody,
  ForgotPasswordBody,
  LoginBody,
  LoginDataSchema,
  RefreshTokenBody,
  RefreshTokenDataSchema,
  ResetPasswordBody,
  ValidateResetTokenBody,
} from '@app/shared/api-contract/schemas/user';
import { USER_SERVICE_PATHS, USER_SERVICE_PREFIX } from '@app/shared/api-contract/user-service';
import { SUCCESS_MESSAGES, ACCOUNT_MESSAGES } from '@app/shared/messages';
import { isValidOtp } from '@app/shared/validation';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { EmptyData, Replies, BODY_ERRORS } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { otpInvalid, sendOtp } from '../users/otp-service.ts';
import { checkedEmail } from '../users/user-fields.ts';
import { findUserByEmail } from '../users/user-repository.ts';
import { checkPasswordReset, PASSWORD_RESET_TTL_MINUTES, resetPassword, sendPasswordReset } from './password-reset-service.ts';
import { setDeviceCookie, trustedDeviceOf } from '../../lib/device-cookie.ts';
import { clearPageSession, setPageSession } from '../../lib/page-session.ts';
import { REFRESH_TOKEN_TTL_MS, revokeSession, rotateRefreshToken } from './session-repository.ts';
import { confirmEmailAndSignIn, signIn } from './sign-in.ts';

const TAGS = ['user-service'];
const path = (full: string) => under(USER_SERVICE_PREFIX, full);

/** Login, logout, token refresh, one-time codes and password reset. */
const authRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, options) => {
  /** The page session (lib/page-session.ts) of the session an access token just signed belongs to. */
  const startPageSession = async (request: FastifyRequest, reply: FastifyReply, accessToken: string) => {
    setPageSession(request, reply, await app.accessTokens.verify(accessToken), REFRESH_TOKEN_TTL_MS);
  };

  app.post(
    path(USER_SERVICE_PATHS.login),
    {
      schema: {
        tags: TAGS,
        operationId: 'login',
        summary: 'Log in',
        description:
          'An account whose email is not verified gets 403 EMAIL_NOT_VERIFIED with data { email, otpRequired: true }, and a fresh code is emailed.',
        body: LoginBody,
        response: Replies(LoginDataSchema, [...BODY_ERRORS, 403, 429]),
      },
    },
    async (request, reply) => {
      const email = checkedEmail(request.body.email);
      // A browser she signed in on (its device cookie, not on the lockout list) is held only by
      // the per-address limit; anyone else by the per-account ones too (lib/device-cookie.ts).
      const device = trustedDeviceOf(request, email);
      const trusted = device !== null && !(await app.rateLimiter.exhausted(['loginDevice', device]));
      if (trusted) {
        await app.rateLimiter.consume([['loginIp', request.ip]]);
      } else {
        await app.rateLimiter.consume([
          ['loginIp', request.ip],
          ['loginAccountIp', `${email} ${request.ip}`],
        ]);
        await app.rateLimiter.consume([['loginAccount', email]]);
      }
      const user = await findUserByEmail(app.db, email);
      const passwordMatches = await app.passwords.verify(request.body.password, user?.passwordHash ?? (await app.passwords.decoy()));
      if (!user || !passwordMatches) {
        if (trusted) await app.rateLimiter.allows([['loginDevice', device]]);
        throw new ApiError(400, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials);
      }
      if (!user.emailVerifiedAt) {
        const mayResend = await app.rateLimiter.allows([
          ['createOtpAccountBurst', email],
          ['createOtpAccount', email],
        ]);
        if (mayResend) {
          try {
            await sendOtp(app, user, request.timeZone);
          } catch (error) {
            request.log.error({ err: error }, 'sending a code failed');
          }
        }
        throw new ApiError(403, 'EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.emailNotVerified, { email: user.email, otpRequired: true });
      }
      const data = await signIn(app, app.db, request, user, request.body.device);
      await startPageSession(request, reply, data.token);
      setDeviceCookie(request, reply, user.email);
      return { code: 200, data, message: ACCOUNT_MESSAGES.loggedIn };
    },
  );

  app.post(
    path(USER_SERVICE_PATHS.logout),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'logout',
      summary: 'Log out: ends this session and its refresh tokens',
      description:
        'For a signed-in member: her access token is refused from then on, her other sessions stay, and the page session cookie is cleared. No body.',
      response: Replies(EmptyData, [401]),
    }),
    async (request, reply) => {
      const { sessionId } = request.member;
      await revokeSession(app.db, sessionId, 'logout', app.clock.now());
      clearPageSession(request, reply);
      return { code: 200, data: null, message: ACCOUNT_MESSAGES.loggedOut };
    },
  );

  app.post(
    path(USER_SERVICE_PATHS.refreshToken),
    {
      schema: {
        tags: TAGS,
        operationId: 'refreshToken',
        summary: 'New access token for a refresh token',
        description:
          'Body: the refresh token as text/plain. It is spent: the reply carries the next one. Presenting a spent token again ends the whole session.',
        body: { content: { 'text/plain': { schema: RefreshTokenBody } } },
        response: Replies(RefreshTokenDataSchema, [...BODY_ERRORS, 401]),
      },
    },
    async (request, reply) => {
      if (typeof request.body !== 'string') {
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the refresh token as text/plain.');
      }
      const presented = request.body.trim();
      const now = app.clock.now();
      const result = await rotateRefreshToken(app.db, presented, now);
      if (!result.ok) {
        if (result.reason === 'reused') request.log.warn({ sessionId: result.sessionId }, 'refresh token reused: session revoked');
        throw new ApiError(401, 'REFRESH_TOKEN_INVALID', ACCOUNT_MESSAGES.refreshTokenInvalid);
      }
      const accessToken = await app.accessTokens.sign({ userId: result.userId, sessionId: result.sessionId });
      setPageSession(request, reply, result, REFRESH_TOKEN_TTL_MS);
      return { code: 200, data: { accessToken, refreshToken: result.refreshToken }, message: ACCOUNT_MESSAGES.tokenRefreshed };
    },
  );

  app.post(
    path(USER_SERVICE_PATHS.createOtp),
    {
      schema: {
        tags: TAGS,
        operationId: 'createOtp',
        summary: 'Email a new 6-digit code',
        description:
          'Answers the same, in the same time, whether or not the email has an unverified account: the code is stored and mailed after the reply. One new code a minute, five an hour.',
        body: CreateOtpBody,
        response: Replies(EmptyData, [...BODY_ERRORS, 429]),
      },
    },
    async (request) => {
      const email = checkedEmail(request.body.email);
      await app.rateLimiter.consume([
        ['createOtpIp', request.ip],
        ['createOtpAccountBurst', email],
        ['createOtpAccount', email],
      ]);
      const timeZone = request.timeZone;
      // After the reply, as forgot-password: its time says nothing about whether the email has an
      // unverified account (storing and mailing a code took longer than finding none). A failed
      // send is logged; the member asks again.
      app.background.run(async () => {
        const user = await findUserByEmail(app.db, email);
        if (user && !user.emailVerifiedAt) await sendOtp(app, user, timeZone);
      });
      return { code: 200, data: null, message: SUCCESS_MESSAGES.otpSent };
    },
  );

  app.post(
    path(USER_SERVICE_PATHS.confirmOtp),
    {
      schema: {
        tags: TAGS,
        operationId: 'confirmOtp',
        summary: 'Verify the email with its code, and sign in',
        description: 'Codes last 10 minutes; five wrong guesses spend a code.',
        body: ConfirmOtpBody,
        response: Replies(LoginDataSchema, [...BODY_ERRORS, 429]),
      },
    },
    async (request, reply) => {
      const email = checkedEmail(request.body.email);
      if (!isValidOtp(request.body.otp))
        throw new ApiError(400, 'OTP_INVALID', ACCOUNT_MESSAGES.otpInvalid, { fields: { otp: ACCOUNT_MESSAGES.otpInvalid } });
      await app.rateLimiter.consume([
        ['confirmOtpIp', request.ip],
        ['confirmOtpAccount', email],
      ]);
      const user = await findUserByEmail(app.db, email);
      if (!user) throw otpInvalid();
      const data = await confirmEmailAndSignIn(app, request, user, request.body.otp, request.body.device);
      await startPageSession(request, reply, data.token);
      setDeviceCookie(request, reply, user.email);
      return { code: 200, data, message: ACCOUNT_MESSAGES.emailVerified };
    },
  );

  app.post(
    path(USER_SERVICE_PATHS.forgotPassword),
    {
      schema: {
        tags: TAGS,
        operationId: 'forgotPassword',
        summary: 'Email a password reset link',
        description: `Always the same reply, whether or not the email has an account. The link (${options.publicUrl}/passwordReset?token=...) works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
        body: ForgotPasswordBody,
        response: Replies(EmptyData, [...BODY_ERRORS, 429]),
      },
    },
    async (request) => {
      const email = checkedEmail(request.body.email);
      await app.rateLimiter.consume([
        ['forgotPasswordIp', request.ip],
        ['forgotPasswordAccount', email],
      ]);
      const input = { email, timeZone: request.timeZone, publicUrl: options.publicUrl };
      // After the reply, so its timing says nothing about whether the account exists.
      app.background.run(() => sendPasswordReset(app, input));
      return { code: 200, data: null, message: ACCOUNT_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    path(USER_SERVICE_PATHS.validateResetToken),
    {
      schema: {
        tags: TAGS,
        operationId: 'validateResetToken',
        summary: 'Check an emailed reset link without spending it',
        description:
          'The reset page asks on arrival, so a used, expired or altered link says so before she types a password: 400 RESET_LINK_EXPIRED. The link still works afterwards.',
        body: ValidateResetTokenBody,
        response: Replies(EmptyData, [...BODY_ERRORS, 429]),
      },
    },
    async (request) => {
      await app.rateLimiter.consume([['validateResetTokenIp', request.ip]]);
      await checkPasswordReset(app, request.body.token);
      return { code: 200, data: null, message: ACCOUNT_MESSAGES.resetLinkValid };
    },
  );

  app.post(
    path(USER_SERVICE_PATHS.resetPassword),
    {
      schema: {
        tags: TAGS,
        operationId: 'resetPassword',
        summary: 'Choose a new password with the emailed link',
        description: 'An expired or used link gets 400 RESET_LINK_EXPIRED. Every session of the member ends.',
        body: ResetPasswordBody,
        response: Replies(EmptyData, [...BODY_ERRORS, 429]),
      },
    },
    async (request) => {
      await app.rateLimiter.consume([['resetPasswordIp', request.ip]]);
      await resetPassword(app, request.body);
      return { code: 200, data: null, message: ACCOUNT_MESSAGES.passwordResetDone };
    },
  );
};

export default authRoutes;
