import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteLoadSummary } from '@app/shared/api-contract/telemetry';
import { readTelemetry, telemetryRequest } from './status.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('telemetryRequest', () => {
  it.each([
    [{}, 'http://127.0.0.1:3000/telemetry/remote-loads', {}],
    [{ PORT: '4180' }, 'http://127.0.0.1:4180/telemetry/remote-loads', {}],
    [{ PORT: '4180', METRICS_PORT: '9464' }, 'http://127.0.0.1:9464/telemetry/remote-loads', {}],
    [{ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }, 'http://10.0.0.5:9464/telemetry/remote-loads', {}],
    [
      { REMOTE_STATUS_URL: 'https://kindred.example.com', METRICS_PORT: '9464', METRICS_TOKEN: TOKEN },
      'https://kindred.example.com/telemetry/remote-loads',
      { authorization: `Bearer ${TOKEN}` },
    ],
    [{ METRICS_TOKEN: TOKEN }, 'http://127.0.0.1:3000/telemetry/remote-loads', { authorization: `Bearer ${TOKEN}` }],
  ])('%j -> %s', (env, url, headers) => {
    expect(telemetryRequest(env)).toEqual({ url, headers });
  });

  // The server on this machine's PGlite folder, as its local operator credential names it.
  const local = { url: 'http://127.0.0.1:4310', secret: 'local-secret-0123456789abcdef' };
  it.each([
    [{}, 'http://127.0.0.1:4310/telemetry/remote-loads', { authorization: `Bearer ${local.secret}` }],
    [{ PORT: '4180' }, 'http://127.0.0.1:4310/telemetry/remote-loads', { authorization: `Bearer ${local.secret}` }],
    [{ METRICS_TOKEN: TOKEN }, 'http://127.0.0.1:4310/telemetry/remote-loads', { authorization: `Bearer ${TOKEN}` }],
    // The local credential never goes anywhere else.
    [{ METRICS_PORT: '9464' }, 'http://127.0.0.1:9464/telemetry/remote-loads', {}],
    [{ REMOTE_STATUS_URL: 'https://kindred.example.com' }, 'https://kindred.example.com/telemetry/remote-loads', {}],
  ])('%j, beside a local server -> %s', (env, url, headers) => {
    expect(telemetryRequest(env, local)).toEqual({ url, headers });
  });
});

describe('readTelemetry from a server that asks for the metrics token', () => {
  const summary: RemoteLoadSummary = {
    windowMinutes: 60,
    versions: [{ remote: 'content', version: '1.0.0-abc', loads: 3, failures: 0, devices: 2, failedDevices: 0, p75LoadMs: 90 }],
  };
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const allowed = request.url === '/telemetry/remote-loads' && request.headers.authorization === `Bearer ${TOKEN}`;
      response.writeHead(allowed ? 200 : 401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          allowed ? { code: 200, data: summary, message: 'OK' } : { code: 401, data: null, message: 'no', errorCode: 'UNAUTHORIZED' },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads the counts with the token, says it was refused without it, and unreachable when nothing answers', async () => {
    expect(await readTelemetry({ REMOTE_STATUS_URL: url, METRICS_TOKEN: TOKEN })).toEqual(summary);
    expect(await readTelemetry({ REMOTE_STATUS_URL: url })).toBe('refused');
    expect(await readTelemetry({ REMOTE_STATUS_URL: url, METRICS_TOKEN: `${TOKEN}x` })).toBe('refused');
    expect(await readTelemetry({ REMOTE_STATUS_URL: 'http://127.0.0.1:1' })).toBe('unreachable');
  });
});
