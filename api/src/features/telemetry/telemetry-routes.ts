import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TELEMETRY_BATCH_MAX, TELEMETRY_PATHS, REMOTE_LOAD_OUTCOMES, type RemoteLoadEvent } from '@app/shared/api-contract/telemetry';
import { REMOTE_NAMES } from '@app/shared/contract';
import type { Clock } from '../../lib/clock.ts';
import { BODY_ERRORS, ErrorEnvelope, MediaReply, Replies, StrictObject, TextBody } from '../../lib/schemas.ts';
import { createCanaryWatch } from './canary-watch.ts';
import type { LoadWindow } from './load-window.ts';
import type { Metrics } from './metrics.ts';
import { OPERATOR_SECURITY, operatorOnly, type OperatorAccess } from './operator-access.ts';

const TAGS = ['telemetry'];

const RemoteLoadEventSchema = StrictObject({
  remote: Type.Union(REMOTE_NAMES.map((name) => Type.Literal(name)), { description: 'The remote, by its federation name' }),
  version: Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$', description: 'The registry version the shell ran, e.g. 1.0.0-1a2b3c4d5e' }),
  outcome: Type.Union(REMOTE_LOAD_OUTCOMES.map((outcome) => Type.Literal(outcome))),
  loadMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 600_000, description: 'Load time of a loaded page module' })),
  errorCode: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z._:-]{1,40}$', description: 'RUNTIME-008, TypeError...' })),
  fellBack: Type.Optional(Type.Boolean({ description: 'This load was the last-known-good fallback after a failure' })),
});

const RemoteLoadBatchSchema = StrictObject({
  events: Type.Array(RemoteLoadEventSchema, { minItems: 1, maxItems: TELEMETRY_BATCH_MAX }),
});

const VersionStatsSchema = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  loads: Type.Integer(),
  failures: Type.Integer(),
  p75LoadMs: Type.Union([Type.Integer(), Type.Null()]),
});

/** Error codes become metric labels: known shapes kept, anything else folded into one label. */
function metricCode(code: string | undefined): string {
  if (!code) return 'unknown';
  return /^(RUNTIME|TYPE)-\d{3}$/.test(code) || /^[A-Z][A-Za-z]{0,30}Error$/.test(code) ? code : 'other';
}

export interface TelemetryRoutesOptions {
  /** Where remotes.json lives: reports are checked against it and canaries judged; null = accept any version, judge none. */
  registryDir: string | null;
  clock: Clock;
}

/**
 * Telemetry of remote loading: POST a batch (the shell's sendBeacon) into the app's window of
 * reports (app.remoteLoads); the operators' reads of it are operatorReadRoutes.
 */
const telemetryRoutes: FastifyPluginAsyncTypebox<TelemetryRoutesOptions> = async (app, options) => {
  const now = () => options.clock.now();
  const window = app.remoteLoads;
  const watch = options.registryDir ? createCanaryWatch({ registryDir: options.registryDir, window, log: app.log, now }) : null;

  app.post(
    TELEMETRY_PATHS.remoteLoads,
    {
      schema: {
        tags: TAGS,
        operationId: 'reportRemoteLoads',
        summary: 'Report remote page loads: name, version, load time, failures (the shell sends them with sendBeacon)',
        description: `Up to ${TELEMETRY_BATCH_MAX} events. Reports of a version the registry never deployed are ignored. A report can roll a failing canary back.`,
        body: RemoteLoadBatchSchema,
        response: Replies(Type.Object({ accepted: Type.Integer(), ignored: Type.Integer() }), [...BODY_ERRORS, 429]),
      },
    },
    async (request) => {
      await app.rateLimiter.consume([['telemetryIp', request.ip]]);
      const accepted: RemoteLoadEvent[] = [];
      for (const event of request.body.events) {
        if (watch && !(await watch.isDeployedVersion(event.remote, event.version))) continue;
        accepted.push(event);
        window.record(event);
        app.metrics.recordRemoteLoad({ ...event, errorCode: metricCode(event.errorCode) });
      }
      if (watch && accepted.length > 0) await watch.judge(accepted.map((event) => event.remote));
      return { code: 200, data: { accepted: accepted.length, ignored: request.body.events.length - accepted.length }, message: 'OK' };
    },
  );
};

export interface OperatorReadOptions {
  metrics: Metrics;
  loads: LoadWindow;
  /** Who may read them on this port (operator-access.ts). */
  access: OperatorAccess;
}

const OPERATOR_ONLY = 'For operators: the bearer of METRICS_TOKEN, or anyone who reaches METRICS_PORT; outside production without METRICS_TOKEN, anyone.';

/**
 * The operators' reads: GET the counts by remote and version (remote:status) and GET /metrics
 * (Prometheus), on the app's port and on METRICS_PORT.
 */
export const operatorReadRoutes: FastifyPluginAsyncTypebox<OperatorReadOptions> = async (app, options) => {
  const onRequest = operatorOnly(options.access);
  app.get(
    TELEMETRY_PATHS.remoteLoads,
    {
      onRequest,
      schema: {
        tags: TAGS,
        operationId: 'getRemoteLoadSummary',
        summary: 'Loads, failures and p75 load time by remote and version over the telemetry window',
        description: OPERATOR_ONLY,
        security: OPERATOR_SECURITY,
        response: Replies(Type.Object({ windowMinutes: Type.Integer(), versions: Type.Array(VersionStatsSchema) }), [401]),
      },
    },
    async () => ({ code: 200, data: options.loads.summary(), message: 'OK' }),
  );

  app.get(
    TELEMETRY_PATHS.metrics,
    {
      onRequest,
      schema: {
        tags: TAGS,
        operationId: 'getMetrics',
        summary: 'Prometheus metrics: remote load times and failures by remote and version, API request durations, process metrics',
        description: OPERATOR_ONLY,
        security: OPERATOR_SECURITY,
        response: { 200: MediaReply('Prometheus text exposition format', { 'text/plain': TextBody }), 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (_request, reply) => {
      const registry = options.metrics.registry;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};

export default telemetryRoutes;
