/**
 * The Prometheus scrape config for N API instances: each one's METRICS_PORT (a private listener,
 * lib: features/telemetry/metrics-server.ts) with METRICS_TOKEN as the bearer, read from a file
 * so the token stays out of the config. `prometheus.yml` beside this file is this for three
 * instances named api-1..3, for a production copy.
 */
export function prometheusConfig(targets: string[], tokenFile: string, scrapeIntervalSeconds = 15): string {
  return [
    'global:',
    `  scrape_interval: ${scrapeIntervalSeconds}s`,
    'scrape_configs:',
    '  - job_name: kindred-api',
    '    metrics_path: /metrics',
    '    authorization:',
    '      type: Bearer',
    `      credentials_file: ${tokenFile}`,
    '    static_configs:',
    '      - targets:',
    ...targets.map((target) => `          - ${target}`),
    '',
  ].join('\n');
}

/** What the shipped prometheus.yml holds: three instances on their METRICS_PORT 9101. */
export const SHIPPED_TARGETS = ['api-1:9101', 'api-2:9101', 'api-3:9101'];
export const SHIPPED_TOKEN_FILE = '/etc/prometheus/kindred-metrics-token';
