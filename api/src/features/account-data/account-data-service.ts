import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../settings/settings-service.ts';
import { accountDeletedEmail } from '../users/user-emails.ts';
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/api-contract/account-data';

/**
 * Her account, when the password she typed again is hers: counted against her login limit from
 * this address (429 past it), a wrong one a 400 that changes nothing.
 */
export async function confirmedMember(app: FastifyInstance, userId: number, password: string, ip: string): Promise<User> {
  const user = await currentUser(app, userId);
  await app.rateLimiter.consume([['loginAccountIp', `${user.email} ${ip}`]]);
  if (!(await app.passwords.verify(password, user.passwordHash))) {
    throw new ApiError(400, 'PASSWORD_WRONG', ACCOUNT_DATA_MESSAGES.passwordWrong, {
      fields: { password: ACCOUNT_DATA_MESSAGES.passwordWrong },
    });
  }
  return user;
}

/**
 * Deletes her account (issue 43).
 *
 * Removed: her users row and, through the foreign keys' cascade, every row of HER_TABLES
 * (account-export-repository.ts): sessions and refresh tokens (every device is signed out at once),
 * codes, reset links, subscriptions and their reminders, checkouts, planner, completions, history,
 * trained workouts, programs, logbook, body measurements, her calendar link, her reminders and the
 * days they went out, favourites and shopping
 * lists; and every mail the outbox kept
 * for her address.
 *
 * Kept, anonymised: payment_events, the provider events applied, kept for accounting. They hold no
 * user id, name or email; the `customer-closed:<customer id>` event recorded here names the
 * provider's customer id only (the provider keeps that customer's invoices).
 *
 * Her customer at the payment provider is closed first (her subscription ends, nothing more is
 * charged); then the rows go in one transaction; then the confirmation is mailed to her address,
 * by SMTP or to the outbox, as the sign-up code is. A failed mail is logged: the account is gone.
 */
export async function deleteAccount(app: FastifyInstance, user: User): Promise<void> {
  try {
    await app.payments.closeCustomer(user.id);
  } catch (error) {
    // Nothing is deleted while she could still be charged.
    app.log.error({ err: error }, 'closing the payment customer failed');
    throw new ApiError(502, 'PAYMENT_PROVIDER_FAILED', ACCOUNT_DATA_MESSAGES.providerFailed);
  }
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('outbox').where('recipient', '=', user.email).execute();
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
  try {
    await app.mailer.send(accountDeletedEmail({ to: user.email, name: user.name }));
  } catch (error) {
    app.log.error({ err: error }, 'mailing the account deletion failed');
  }
}
