import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeviceInfo, LoginData, RegionId } from '@app/shared/api-contract/user-service';
import type { User } from '../../db/schema.ts';
import { updateUser } from '../users/user-repository.ts';
import { isSubscribed } from '../subscriptions/subscription-repository.ts';
import { createSession } from './session-repository.ts';

/** Starts a session for the member on this device and returns the login payload. */
export async function signIn(app: FastifyInstance, request: FastifyRequest, user: User, device: DeviceInfo | undefined): Promise<LoginData> {
  const now = app.clock.now();
  if (request.timeZone !== 'UTC' && request.timeZone !== user.timezone) {
    user = await updateUser(app.db, user.id, { timezone: request.timeZone }, now);
  }
  const { sessionId, refreshToken } = await createSession(app.db, { userId: user.id, device, ip: request.ip, now });
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
    isSubscribed: await isSubscribed(app.db, user.id),
  };
}
