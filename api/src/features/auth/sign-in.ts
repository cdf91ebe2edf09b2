import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DeviceInfo, LoginData, RegionId } from '@app/shared/api-contract/user-service';
import type { Database, User } from '../../db/schema.ts';
import { consumeOtp } from '../users/otp-repository.ts';
import { checkOtp, otpInvalid } from '../users/otp-service.ts';
import { updateUser } from '../users/user-repository.ts';
import { isSubscribed } from '../subscriptions/subscription-repository.ts';
import { createSession } from './session-repository.ts';
import { stageOfChoice } from '../planner/planner-repository.ts';

/**
 * Starts a session for the member on this device and returns the login payload. `db` is the
 * app's database or the transaction of a larger workflow (confirm-otp).
 */
export async function signIn(
  app: FastifyInstance,
  db: Kysely<Database>,
  request: FastifyRequest,
  user: User,
  device: DeviceInfo | undefined,
): Promise<LoginData> {
  const now = app.clock.now();
  if (request.timeZone !== 'UTC' && request.timeZone !== user.timezone) {
    user = await updateUser(db, user.id, { timezone: request.timeZone }, now);
  }
  const { sessionId, refreshToken } = await createSession(db, { userId: user.id, device, ip: request.ip, now });
  const token = await app.accessTokens.sign({ userId: user.id, sessionId });
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    token,
    refreshToken,
    profileCompleted: user.profileCompleted,
    regionId: user.regionId as RegionId,
    weightUnit: user.weightUnit,
    isSubscribed: await isSubscribed(db, user.id),
    pregnancyStage: stageOfChoice(user.fitnessId),
  };
}

/**
 * confirm-otp: checks the code, then spends it, marks the email verified and starts the session
 * in one transaction, so a failure leaves the code unspent and nothing half-done.
 */
export async function confirmEmailAndSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  code: string,
  device: DeviceInfo | undefined,
): Promise<LoginData> {
  const otpId = await checkOtp(app, user, code);
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    if (!(await consumeOtp(trx, otpId, now))) throw otpInvalid();
    const verified = user.emailVerifiedAt ? user : await updateUser(trx, user.id, { emailVerifiedAt: new Date(now) }, now);
    return signIn(app, trx, request, verified, device);
  });
}
