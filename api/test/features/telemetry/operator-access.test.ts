import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { TELEMETRY_PATHS } from '@app/shared/api-contract/telemetry';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { loadConfig } from '../../../src/config.ts';
import { metricsServer } from '../../../src/features/telemetry/metrics-server.ts';
import { OPERATOR_TOKEN_MESSAGE, operatorAccess } from '../../../src/features/telemetry/operator-access.ts';
import { LOCAL_OPERATOR_MESSAGE } from '../../../src/features/registry/registry-tokens.ts';
import { bearer, call, createTestApp, signUp, type TestApp } from '../../helpers/test-app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
const READS = [TELEMETRY_PATHS.metrics, TELEMETRY_PATHS.remoteLoads];
const report = { events: [{ remote: 'marketing', version: '1.0.0-aaaaaaaaaa', outcome: 'loaded', loadMs: 120 }] };

const LOCAL = { name: 'ana', secret: 'local-secret-0123456789abcdef', localOnly: true };
const METRICS = { name: 'metrics', secret: TOKEN };

describe('operatorAccess', () => {
  it.each([
    [
      'a token, in production, on the app’s port',
      { token: TOKEN, isProduction: true, privatePort: false, localOperator: null },
      { kind: 'bearer', tokens: [METRICS] },
    ],
    [
      'a token, on the metrics port',
      { token: TOKEN, isProduction: true, privatePort: true, localOperator: null },
      { kind: 'bearer', tokens: [METRICS] },
    ],
    [
      'a token, outside production',
      { token: TOKEN, isProduction: false, privatePort: false, localOperator: null },
      { kind: 'bearer', tokens: [METRICS] },
    ],
    [
      'a token and a local credential, in production',
      { token: TOKEN, isProduction: true, privatePort: false, localOperator: LOCAL },
      { kind: 'bearer', tokens: [METRICS, LOCAL] },
    ],
    [
      'no token, in production, on the app’s port',
      { token: null, isProduction: true, privatePort: false, localOperator: null },
      { kind: 'bearer', tokens: [] },
    ],
    [
      'no token, in production, on the app’s port, on PGlite: its local credential only',
      { token: null, isProduction: true, privatePort: false, localOperator: LOCAL },
      { kind: 'bearer', tokens: [LOCAL] },
    ],
    [
      'no token, in production, on the metrics port',
      { token: null, isProduction: true, privatePort: true, localOperator: LOCAL },
      { kind: 'open' },
    ],
    ['no token, outside production', { token: null, isProduction: false, privatePort: false, localOperator: LOCAL }, { kind: 'open' }],
  ] as const)('%s', (_case, options, access) => {
    expect(operatorAccess(options)).toEqual(access);
  });
});

describe('METRICS_TOKEN, METRICS_PORT and METRICS_HOST', () => {
  it('are read from the environment, the metrics host defaulting to 127.0.0.1', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: null, metricsPort: null, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatchObject({
      metricsToken: TOKEN,
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
    });
  });

  it.each([
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 24 characters'],
    [{ METRICS_TOKEN: `${TOKEN} with spaces` }, 'METRICS_TOKEN must be at least 24 characters without spaces'],
    [{ METRICS_PORT: 'nine' }, 'METRICS_PORT=nine'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT=70000'],
    [{ METRICS_PORT: '3000', PORT: '3000' }, 'METRICS_PORT=3000: give a free port number other than PORT (3000)'],
  ])('%j is refused, naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

/** Each read of `paths` on `app` with these headers (from that socket address, loopback by default): its status. */
async function statuses(app: FastifyInstance, headers: Record<string, string>, paths = READS, remoteAddress = '127.0.0.1') {
  return Promise.all(paths.map(async (url) => (await app.inject({ method: 'GET', url, headers, remoteAddress })).statusCode));
}

// Telemetry lives in memory (no table), so one backend is enough.
describe('the metrics and the remote load counts in production', () => {
  let open: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    open = await createTestApp('pglite', { isProduction: true });
    guarded = await createTestApp('pglite', { isProduction: true, metricsToken: TOKEN });
  });
  afterAll(async () => {
    await open?.close();
    await guarded?.close();
  });

  it('without METRICS_TOKEN are never served on the app’s port: 401, token or not; the shell still reports', async () => {
    for (const headers of [{}, bearer(TOKEN), bearer('anything')]) expect(await statuses(open.app, headers)).toEqual([401, 401]);
    const { status, body, response } = await call(open.app, { method: 'GET', url: TELEMETRY_PATHS.metrics });
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, data: null, message: OPERATOR_TOKEN_MESSAGE, errorCode: 'UNAUTHORIZED' });
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect((await call(open.app, { method: 'POST', url: TELEMETRY_PATHS.remoteLoads, payload: report })).status).toBe(200);
  });

  it('without METRICS_TOKEN answer the server’s local operator credential on PGlite, from this machine only', async () => {
    const local = open.app.localOperator!.secret;
    expect(await statuses(open.app, bearer(local))).toEqual([200, 200]);
    expect(await statuses(open.app, bearer(local), READS, '::ffff:127.0.0.1')).toEqual([200, 200]);
    expect(await statuses(open.app, bearer(local), READS, '203.0.113.7')).toEqual([401, 401]);
    // Relayed by a proxy on this machine: its socket is loopback, its forwarding header gives it away.
    expect(await statuses(open.app, { ...bearer(local), 'x-forwarded-for': '203.0.113.7' })).toEqual([401, 401]);
    const refused = await open.app.inject({
      method: 'GET',
      url: TELEMETRY_PATHS.remoteLoads,
      headers: bearer(local),
      remoteAddress: '10.1.2.3',
    });
    expect(refused.json()).toMatchObject({ code: 401, message: LOCAL_OPERATOR_MESSAGE });
    // Beside METRICS_TOKEN too, and each app has its own.
    expect(await statuses(guarded.app, bearer(guarded.app.localOperator!.secret))).toEqual([200, 200]);
    expect(await statuses(guarded.app, bearer(local))).toEqual([401, 401]);
  });

  it('with METRICS_TOKEN answer its bearer only', async () => {
    expect(await statuses(guarded.app, bearer(TOKEN))).toEqual([200, 200]);
    for (const headers of [
      {},
      bearer(`${TOKEN}x`),
      bearer(TOKEN.slice(0, -1)),
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      expect(await statuses(guarded.app, headers)).toEqual([401, 401]);
    }
    // A member's access token is not the operators' token.
    const member = await signUp(guarded.app);
    expect(await statuses(guarded.app, bearer(member.token))).toEqual([401, 401]);
  });

  it('on METRICS_PORT: open without METRICS_TOKEN, with the app’s own counts; nothing else of the app answers there', async () => {
    await call(open.app, { method: 'POST', url: TELEMETRY_PATHS.remoteLoads, payload: report });
    const server = await metricsServer(open.app, open.config);
    try {
      await server.listen({ port: 0, host: open.config.metricsHost });
      const address = server.addresses()[0] as AddressInfo;
      expect(address.address).toBe('127.0.0.1');
      const base = `http://127.0.0.1:${address.port}`;
      const metrics = await fetch(`${base}${TELEMETRY_PATHS.metrics}`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('remote_loads_total{remote="marketing",version="1.0.0-aaaaaaaaaa",outcome="loaded"}');
      const loads = (await (await fetch(`${base}${TELEMETRY_PATHS.remoteLoads}`)).json()) as { data: { versions: { loads: number }[] } };
      expect(loads.data.versions[0]!.loads).toBeGreaterThanOrEqual(1);
      for (const url of ['/health', USER_SERVICE_PATHS.settings, '/']) expect((await fetch(`${base}${url}`)).status).toBe(404);
      expect(
        (
          await fetch(`${base}${TELEMETRY_PATHS.remoteLoads}`, {
            method: 'POST',
            body: JSON.stringify(report),
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('on METRICS_PORT with METRICS_TOKEN: its bearer only', async () => {
    const server = await metricsServer(guarded.app, guarded.config);
    try {
      expect(await statuses(server, bearer(TOKEN))).toEqual([200, 200]);
      expect(await statuses(server, {})).toEqual([401, 401]);
      expect(await statuses(server, bearer('metrics-token-of-someone-else'))).toEqual([401, 401]);
    } finally {
      await server.close();
    }
  });
});
