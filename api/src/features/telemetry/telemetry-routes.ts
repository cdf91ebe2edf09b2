import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TELEMETRY_BATCH_MAX, TELEMETRY_PATHS, REMOTE_LOAD_OUTCOMES, type RemoteLoadEvent } from '@app/shared/api-contract/telemetry';
import { REMOTE_NAMES } from '@app/shared/contract';
import type { Clock } from '../../lib/clock.ts';
import { BODY_ERRORS, Replies, StrictObject } from '../../lib/schemas.ts';
import { createCanaryWatch } from './canary-watch.ts';
import { createLoadWindow, DEFAULT_LOAD_WINDOW } from './load-window.ts';

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
 * Telemetry of remote loading: POST a batch (the shell's sendBeacon), GET the counts by remote and
 * version (remote:status reads them), GET /metrics for Prometheus.
 */
const telemetryRoutes: FastifyPluginAsyncTypebox<TelemetryRoutesOptions> = async (app, options) => {
  const now = () => options.clock.now();
  const window = createLoadWindow({ ...DEFAULT_LOAD_WINDOW, now });
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

  app.get(
    TELEMETRY_PATHS.remoteLoads,
    {
      schema: {
        tags: TAGS,
        operationId: 'getRemoteLoadSummary',
        summary: 'Loads, failures and p75 load time by remote and version over the telemetry window',
        response: Replies(Type.Object({ windowMinutes: Type.Integer(), versions: Type.Array(VersionStatsSchema) }), []),
      },
    },
    async () => ({ code: 200, data: window.summary(), message: 'OK' }),
  );

  app.get(
    TELEMETRY_PATHS.metrics,
    {
      schema: {
        tags: TAGS,
        operationId: 'getMetrics',
        summary: 'Prometheus metrics: remote load times and failures by remote and version, API request durations, process metrics',
        produces: ['text/plain'],
        response: { 200: Type.String({ description: 'Prometheus text exposition format' }) },
      },
    },
    async (_request, reply) => {
      const registry = app.metrics.registry;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};

export default telemetryRoutes;
