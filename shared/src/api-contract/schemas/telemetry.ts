/** Telemetry of remote loading: what the shell reports and the counts the API answers with. */
import { Type, type Static } from 'typebox';
import { REMOTE_NAMES } from '../../contract/remotes.ts';
import { REMOTE_LOAD_OUTCOMES, TELEMETRY_BATCH_MAX } from '../telemetry.ts';
import { StrictObject } from './common.ts';

const RemoteLoadEventSchema = StrictObject({
  remote: Type.Enum([...REMOTE_NAMES], { description: 'The remote, by its federation name' }),
  version: Type.String({
    pattern: '^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$',
    description: 'The registry version the shell ran, e.g. 1.0.0-1a2b3c4d5e',
  }),
  outcome: Type.Enum([...REMOTE_LOAD_OUTCOMES]),
  /** From the start of the load to the page module in hand (loaded only). */
  loadMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 600_000, description: 'Load time of a loaded page module' })),
  /** A short error code, for failures. */
  errorCode: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z._:-]{1,40}$', description: 'RUNTIME-008, TypeError...' })),
  fellBack: Type.Optional(Type.Boolean({ description: 'This load was the last-known-good fallback after a failure' })),
});
export type RemoteLoadEvent = Static<typeof RemoteLoadEventSchema>;

export const RemoteLoadBatchSchema = StrictObject({
  deviceId: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9]{8,64}$',
      description:
        "The shell's device id (the one its canary share is drawn by); stored hashed. Without it the report counts for its address.",
    }),
  ),
  events: Type.Array(RemoteLoadEventSchema, { minItems: 1, maxItems: TELEMETRY_BATCH_MAX }),
});
export type RemoteLoadBatch = Static<typeof RemoteLoadBatchSchema>;

/** Counts of one version of one remote over the API's window. */
const RemoteVersionStatsSchema = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  loads: Type.Integer(),
  failures: Type.Integer(),
  devices: Type.Integer({ description: 'Distinct devices that reported it' }),
  failedDevices: Type.Integer({ description: 'Of those, the devices that saw it fail' }),
  /** 75th percentile of load time in ms over the window's successful loads; null without any. */
  p75LoadMs: Type.Union([Type.Integer(), Type.Null()]),
});
export type RemoteVersionStats = Static<typeof RemoteVersionStatsSchema>;

export const RemoteLoadSummarySchema = Type.Object({
  windowMinutes: Type.Integer({ description: 'The window the counts cover' }),
  versions: Type.Array(RemoteVersionStatsSchema),
});
export type RemoteLoadSummary = Static<typeof RemoteLoadSummarySchema>;
