import { describe, expect, it } from 'vitest';
import type { CanaryDecision } from '@app/shared/api-contract/registry';
import { watch, watchIntervalMs, type CanaryPass } from './watch.ts';

const AT = new Date('2026-11-26T12:00:00.000Z');
const ROLLBACK: CanaryDecision = {
  remote: 'content',
  version: '1.0.0-bbbbbbbbbb',
  action: 'rollback',
  reason: 'canary 1.0.0-bbbbbbbbbb: 3 of 20 devices failed (15 %), more than the 2 % allowed over at least 20 devices',
};
const STEP: CanaryDecision = {
  remote: 'planner',
  version: '1.2.0-cccccccccc',
  action: 'step',
  reason: 'canary 1.2.0-cccccccccc passed its analysis at 10 % over 25 devices: now 25 %',
};

/** A pass that answers each tick from the list (an Error is thrown), and counts its ticks and closes. */
function scripted(answers: (CanaryDecision[] | Error)[]): CanaryPass & { ticks: number } {
  const pass = {
    ticks: 0,
    async tick() {
      const answer = answers[pass.ticks++] ?? [];
      if (answer instanceof Error) throw answer;
      return answer;
    },
    close: async () => {},
  };
  return pass;
}

describe('remote:watch', () => {
  it('--once: one pass, each decision printed with when, what and why', async () => {
    const lines: string[] = [];
    const pass = scripted([[ROLLBACK, STEP], [STEP]]);
    const made = await watch(pass, {
      once: true,
      intervalMs: 0,
      print: (line) => lines.push(line),
      stop: new AbortController().signal,
      now: () => AT,
    });
    expect(made).toBe(2);
    expect(pass.ticks).toBe(1);
    expect(lines).toEqual([
      `2026-11-26T12:00:00.000Z rollback content 1.0.0-bbbbbbbbbb: ${ROLLBACK.reason}`,
      `2026-11-26T12:00:00.000Z step planner 1.2.0-cccccccccc: ${STEP.reason}`,
    ]);
  });

  it('--once: a failed pass fails the command', async () => {
    await expect(
      watch(scripted([new Error('Prometheus at http://p:9090 did not answer')]), {
        once: true,
        intervalMs: 0,
        print: () => {},
        stop: new AbortController().signal,
      }),
    ).rejects.toThrow('did not answer');
  });

  it('loops every interval until stopped; a failed pass is printed and the next one runs', async () => {
    const lines: string[] = [];
    const stop = new AbortController();
    const pass = scripted([[], new Error('the registry at http://lb did not answer'), [ROLLBACK]]);
    const started = performance.now();
    const made = await watch(pass, {
      once: false,
      intervalMs: 20,
      print: (line) => {
        lines.push(line);
        if (line.includes('rollback')) stop.abort();
      },
      stop: stop.signal,
      now: () => AT,
    });
    expect(made).toBe(1);
    expect(pass.ticks).toBe(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(38);
    expect(lines).toEqual([
      '2026-11-26T12:00:00.000Z the analysis failed, nothing changed: the registry at http://lb did not answer',
      `2026-11-26T12:00:00.000Z rollback content 1.0.0-bbbbbbbbbb: ${ROLLBACK.reason}`,
    ]);
  });

  it('takes CANARY_INTERVAL_SECONDS, 5 s by default, and refuses 0 or words', () => {
    expect(watchIntervalMs(undefined)).toBe(5000);
    expect(watchIntervalMs('0.5')).toBe(500);
    expect(() => watchIntervalMs('0')).toThrow('CANARY_INTERVAL_SECONDS=0: remote:watch needs a number of seconds over 0');
    expect(() => watchIntervalMs('soon')).toThrow('CANARY_INTERVAL_SECONDS=soon');
  });
});
