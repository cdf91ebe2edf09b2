import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLUSTER_CHECKS, CLUSTER_DRAIN_MS, haproxyConfig } from './haproxy-config.ts';
import { prometheusConfig, SHIPPED_TARGETS, SHIPPED_TOKEN_FILE } from './prometheus-config.ts';

describe('the cluster configs', () => {
  const config = haproxyConfig({
    bind: { host: '127.0.0.1', port: 8080 },
    backends: [
      { name: 'api-1', host: '127.0.0.1', port: 8081 },
      { name: 'api-2', host: '127.0.0.1', port: 8082 },
    ],
    statsSocket: '/tmp/haproxy.sock',
    ...CLUSTER_CHECKS,
  });

  it('HAProxy checks /health/ready on every instance and names each', () => {
    expect(config).toContain('option httpchk GET /health/ready\n  http-check expect status 200');
    expect(config).toContain('default-server inter 500ms fall 3 rise 2');
    expect(config).toContain('server api-1 127.0.0.1:8081 check\n  server api-2 127.0.0.1:8082 check');
    expect(config).toContain('bind 127.0.0.1:8080');
  });

  it('HAProxy resends only requests that never reached an instance: a write is never repeated', () => {
    expect(config).toMatch(/^ {2}retry-on conn-failure$/m);
    expect(config).not.toMatch(/retry-on .*(empty-response|response-timeout|50\d|all-retryable)/);
    expect(config).toContain('option forwardfor');
  });

  it('an instance drains longer than HAProxy takes to see it stop: (fall + 1) checks', () => {
    expect(CLUSTER_DRAIN_MS).toBeGreaterThan((CLUSTER_CHECKS.fall + 1) * CLUSTER_CHECKS.checkIntervalMs);
  });

  it('the shipped prometheus.yml is the scrape config for three instances with the METRICS_TOKEN bearer', () => {
    const shipped = readFileSync(new URL('./prometheus.yml', import.meta.url), 'utf8');
    const withoutComments = shipped
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n');
    expect(withoutComments).toBe(prometheusConfig(SHIPPED_TARGETS, SHIPPED_TOKEN_FILE));
    expect(withoutComments).toContain('credentials_file: /etc/prometheus/kindred-metrics-token');
  });
});
