import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TELEMETRY_BATCH_MAX, TELEMETRY_PATHS, type RemoteLoadEvent } from '@app/shared/api-contract/telemetry';
import { RemoteLoadBatchSchema, RemoteLoadSummarySchema } from '@app/shared/api-contract/schemas/telemetry';
import { isRemoteName } from '@app/shared/contract';
import type { RegistryView } from '../registry/registry-view.ts';
import type { Clock } from '../../lib/clock.ts';
import { BODY_ERRORS, ErrorEnvelope, MediaReply, Replies, TextBody } from '../../lib/schemas.ts';
import { hashedKey, type LoadCounts } from './load-counts.ts';
import type { Metrics } from './metrics.ts';
import { OPERATOR_SECURITY, operatorOnly, type OperatorAccess } from './operator-access.ts';

const TAGS = ['telemetry'];

/** Error codes become metric labels: known shapes kept, anything else folded into one label. */
function metricCode(code: string | undefined): string {
  if (!code) return 'unknown';
  return /^(RUNTIME|TYPE)-\d{3}$/.test(code) || /^[A-Z][A-Za-z]{0,30}Error$/.test(code) ? code : 'other';
}

interface TelemetryRoutesOptions {
  /** The registry reports are checked against (this instance's copy); null = accept any version. */
  registry: RegistryView | null;
  clock: Clock;
}

/**
 * Telemetry of remote loading: POST a batch (the shell's sendBeacon) into the shared counts
 * (app.remoteLoads); the operators' reads of them are operatorReadRoutes. A report is evidence
 * only: it never changes the registry (the canary controller judges the counts on its schedule).
 */
const telemetryRoutes: FastifyPluginAsyncTypebox<TelemetryRoutesOptions> = async (app, options) => {
  const loads = app.remoteLoads;
  /** Is this a version the registry deployed? Reports of any other are dropped (bounded rows and labels). */
  async function isDeployedVersion(remote: string, version: string): Promise<boolean> {
    if (!options.registry) return true;
    if (!isRemoteName(remote)) return false;
    const snapshot = await options.registry.snapshot();
    return snapshot?.registry.remotes[remote]?.versions.some((v) => v.version === version) ?? false;
  }

  app.post(
    TELEMETRY_PATHS.remoteLoads,
    {
      schema: {
        tags: TAGS,
        operationId: 'reportRemoteLoads',
        summary: 'Report remote page loads: name, version, load time, failures (the shell sends them with sendBeacon)',
        description: `Up to ${TELEMETRY_BATCH_MAX} events of one device. Reports of a version the registry never deployed are ignored. Reports are evidence only: the canary controller judges a canary on the devices that reported, never on one report.`,
        body: RemoteLoadBatchSchema,
        response: Replies(Type.Object({ accepted: Type.Integer(), ignored: Type.Integer() }), [...BODY_ERRORS, 429]),
      },
    },
    async (request) => {
      await app.rateLimiter.consume([['telemetryIp', request.ip]]);
      const accepted: RemoteLoadEvent[] = [];
      for (const event of request.body.events) {
        if (!(await isDeployedVersion(event.remote, event.version))) continue;
        accepted.push(event);
        app.metrics.recordRemoteLoad({ ...event, errorCode: metricCode(event.errorCode) });
      }
      await loads.record(accepted, hashedKey('device', request.body.deviceId ?? request.ip), hashedKey('address', request.ip));
      return { code: 200, data: { accepted: accepted.length, ignored: request.body.events.length - accepted.length }, message: 'OK' };
    },
  );
};

export interface OperatorReadOptions {
  metrics: Metrics;
  loads: LoadCounts;
  /** Who may read them on this port (operator-access.ts). */
  access: OperatorAccess;
}

const OPERATOR_ONLY =
  'For operators: the bearer of METRICS_TOKEN, or anyone who reaches METRICS_PORT; outside production without METRICS_TOKEN, anyone; on PGlite, from this machine, the server’s local operator credential.';

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
        summary: 'Loads, failures, devices and p75 load time by remote and version over the telemetry window, from every instance',
        description: OPERATOR_ONLY,
        security: OPERATOR_SECURITY,
        response: Replies(RemoteLoadSummarySchema, [401]),
      },
    },
    async () => ({ code: 200, data: await options.loads.summary(), message: 'OK' }),
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
        response: {
          200: MediaReply('Prometheus text exposition format', { 'text/plain': TextBody }),
          400: ErrorEnvelope,
          401: ErrorEnvelope,
        },
      },
    },
    async (_request, reply) => {
      const registry = options.metrics.registry;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};

export default telemetryRoutes;
