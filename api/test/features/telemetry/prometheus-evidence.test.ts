import { describe, expect, it } from 'vitest';
import { canaryAnalysis, DEFAULT_ROLLBACK_POLICY } from '@app/shared/platform/canary';
import {
  evidenceQueries,
  loadFailureRateOf,
  p75MsOf,
  prometheusEvidence,
  rangeOf,
  samplesOf,
} from '../../../src/features/telemetry/prometheus-evidence.ts';

// Replies of Prometheus 2.42's GET /api/v1/query, as it sends them.
const OUTCOMES_REPLY = {
  status: 'success',
  data: {
    resultType: 'vector',
    result: [
      { metric: { outcome: 'loaded' }, value: [1764166000.123, '191.99999999999997'] },
      { metric: { outcome: 'load-failed' }, value: [1764166000.123, '8'] },
      { metric: { outcome: 'render-failed' }, value: [1764166000.123, '4.000000000000001'] },
    ],
  },
};
const P75_REPLY = { status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [1764166000.123, '0.1875'] }] } };
/** histogram_quantile over buckets that counted nothing. */
const P75_NO_LOAD_REPLY = { status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [1764166000.123, 'NaN'] }] } };
const EMPTY_REPLY = { status: 'success', data: { resultType: 'vector', result: [] } };
const ERROR_REPLY = { status: 'error', errorType: 'bad_data', error: 'invalid parameter "query": 1:14: parse error: unexpected "}"' };

describe('the canary evidence from Prometheus', () => {
  it('queries failures by outcome and the p75 load time of one version over the range since its step', () => {
    expect(rangeOf(1_000_000, 1_090_500)).toBe('91s');
    expect(rangeOf(1_000_000, 1_000_000)).toBe('1s');
    expect(rangeOf(0, 10 * 60 * 60 * 1000)).toBe('3600s'); // no further back than the counts in the database
    expect(evidenceQueries('content', '1.0.0-abc', '91s')).toEqual({
      outcomes:
        'sum by (outcome) ((increase(remote_loads_total{remote="content",version="1.0.0-abc"}[91s]) and (remote_loads_total{remote="content",version="1.0.0-abc"} offset 91s))' +
        ' or (remote_loads_total{remote="content",version="1.0.0-abc"} + 0))',
      p75:
        'histogram_quantile(0.75, sum by (le) ((increase(remote_load_duration_seconds_bucket{remote="content",version="1.0.0-abc"}[91s])' +
        ' and (remote_load_duration_seconds_bucket{remote="content",version="1.0.0-abc"} offset 91s))' +
        ' or (remote_load_duration_seconds_bucket{remote="content",version="1.0.0-abc"} + 0)))',
    });
    // A quote in a label value cannot end the string literal.
    expect(evidenceQueries('content', 'x"}or vector(1)', '1s').outcomes).toContain('version="x\\"}or vector(1)"}');
  });

  it('reads the share of failed loads and the p75 in ms from the replies', () => {
    expect(loadFailureRateOf(samplesOf(OUTCOMES_REPLY))).toEqual({ loads: expect.closeTo(200, 9), rate: expect.closeTo(0.06, 9) });
    expect(loadFailureRateOf(samplesOf(EMPTY_REPLY))).toEqual({ loads: 0, rate: null });
    expect(p75MsOf(samplesOf(P75_REPLY))).toBe(188);
    expect(p75MsOf(samplesOf(P75_NO_LOAD_REPLY))).toBeNull();
    expect(p75MsOf(samplesOf(EMPTY_REPLY))).toBeNull();
  });

  it('throws on an error reply or a reply that is not an instant vector', () => {
    expect(() => samplesOf(ERROR_REPLY)).toThrow('Prometheus refused the query: bad_data: invalid parameter');
    expect(() => samplesOf({ status: 'success', data: { resultType: 'matrix', result: [] } })).toThrow('instant vector');
    expect(() => samplesOf(null)).toThrow('instant vector');
  });

  it('judges a version on the devices of the database and the loads of Prometheus', async () => {
    const asked: string[] = [];
    const replies: Record<string, unknown> = { outcomes: OUTCOMES_REPLY, p75: P75_REPLY };
    const evidence = prometheusEvidence({
      url: 'http://prometheus.test:9090',
      now: () => 1_000_000 + 90_000,
      loads: {
        statsOf: async (remote, version) => ({ remote, version, loads: 200, failures: 12, devices: 40, failedDevices: 6, p75LoadMs: 200 }),
      },
      fetch: async (input) => {
        const url = new URL(String(input));
        asked.push(`${url.origin}${url.pathname} time=${url.searchParams.get('time')}`);
        const query = url.searchParams.get('query')!;
        return Response.json(query.startsWith('histogram_quantile') ? replies.p75 : replies.outcomes);
      },
    });
    const health = await evidence.statsOf('content', '1.0.0-abc', 1_000_000);
    expect(health).toEqual({ devices: 40, failedDevices: 6, p75LoadMs: 188, loadFailureRate: expect.closeTo(0.06, 9) });
    expect(asked).toEqual([
      'http://prometheus.test:9090/api/v1/query time=1090.000',
      'http://prometheus.test:9090/api/v1/query time=1090.000',
    ]);
    expect(canaryAnalysis(health, null, DEFAULT_ROLLBACK_POLICY)).toMatchObject({
      verdict: 'fail',
      reason: expect.stringContaining('6 of 40 devices failed (15 %; 6 % of its loads)'),
    });

    replies.outcomes = ERROR_REPLY;
    await expect(evidence.statsOf('content', '1.0.0-abc', 1_000_000)).rejects.toThrow('Prometheus refused the query');
  });

  it('says so when Prometheus does not answer', async () => {
    const evidence = prometheusEvidence({
      url: 'http://127.0.0.1:9',
      now: () => 0,
      loads: {
        statsOf: async (remote, version) => ({ remote, version, loads: 0, failures: 0, devices: 0, failedDevices: 0, p75LoadMs: null }),
      },
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(evidence.statsOf('content', '1.0.0-abc', 0)).rejects.toThrow(
      'Prometheus at http://127.0.0.1:9 did not answer (fetch failed).',
    );
  });
});
