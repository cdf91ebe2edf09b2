/** One API instance behind the load balancer. */
interface Backend {
  name: string;
  host: string;
  port: number;
}

export interface HaproxyOptions {
  bind: { host: string; port: number };
  backends: Backend[];
  /** The admin socket `show stat` and `disable server` talk to. */
  statsSocket: string;
  /** Health check interval; a server is taken out after `fall` failed checks and back after `rise` good ones. */
  checkIntervalMs: number;
  fall: number;
  rise: number;
}

/** The checks `npm run cluster` uses; SHUTDOWN_DRAIN_MS must cover `fall` intervals plus one check. */
export const CLUSTER_CHECKS = { checkIntervalMs: 500, fall: 3, rise: 2 } as const;

/**
 * How long an instance keeps serving after SIGTERM with those checks: (fall + 1) intervals, and
 * room for checks that wait behind a busy instance's requests. A check slower than that costs no
 * request: once the instance stops accepting, HAProxy's new connection to it is refused and the
 * request goes to another instance.
 */
export const CLUSTER_DRAIN_MS = 3_000;

/**
 * HAProxy in front of the instances: round robin, health checks on /health/ready (503 while an
 * instance drains or has lost its database), X-Forwarded-For appended (the app runs with
 * TRUST_PROXY=1). A request whose connection could not be made (an instance just killed, before
 * its checks fail, or one that has stopped accepting) goes to another instance; each request opens
 * its own connection to an instance, so none is sent to one already taken out; one that reached an
 * instance is never sent twice, so
 * a write is never repeated. Each request is logged as `request <server> <status> <termination
 * state> <retries> <method> <path>` on standard output, which the cluster tests read.
 */
export function haproxyConfig(options: HaproxyOptions): string {
  const { checkIntervalMs, fall, rise } = options;
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${options.statsSocket} mode 600 level admin`,
    '  log stdout format raw local0',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  log-format "request %s %ST %tsc %rc %HM %HP"',
    '  option forwardfor',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    // A busy instance may take longer than one interval to answer its check: that is not a failure.
    '  timeout check 5s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure',
    '',
    'frontend web',
    `  bind ${options.bind.host}:${options.bind.port}`,
    '  default_backend api',
    '',
    'backend api',
    '  balance roundrobin',
    // A new connection to an instance per request: an instance taken out gets no further request on
    // a kept connection, and one that stopped accepting refuses the connection, which is resent.
    '  option http-server-close',
    '  option httpchk GET /health/ready',
    '  http-check expect status 200',
    `  default-server inter ${checkIntervalMs}ms fall ${fall} rise ${rise}`,
    ...options.backends.map((backend) => `  server ${backend.name} ${backend.host}:${backend.port} check`),
    '',
  ].join('\n');
}
