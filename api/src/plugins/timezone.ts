import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { TIMEZONE_HEADER } from '@app/shared/api-contract/envelope';
import { localDate, type CalendarDate } from '@app/shared/dates';
import type { Clock } from '../lib/clock.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's IANA timezone from the Timezone header; UTC when missing or unknown. */
    timeZone: string;
    /** Her day: the calendar day it is now (the app's clock) in her time zone. */
    today(): CalendarDate;
  }
}

const HEADER = TIMEZONE_HEADER.toLowerCase();
const MAX_LENGTH = 64;
const known = new Map<string, boolean>();

function isKnownTimeZone(zone: string): boolean {
  let valid = known.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    if (known.size < 1000) known.set(zone, valid);
  }
  return valid;
}

async function timezone(app: FastifyInstance, options: { clock: Clock }) {
  app.decorateRequest('timeZone', 'UTC');
  app.decorateRequest('today', function (this: { timeZone: string }) {
    return localDate(options.clock.now(), this.timeZone);
  });
  app.addHook('onRequest', async (request) => {
    const value = request.headers[HEADER];
    if (typeof value === 'string' && value.length <= MAX_LENGTH && isKnownTimeZone(value)) {
      request.timeZone = value;
    }
  });
}

export default fp(timezone, { name: 'timezone' });
