import { describe, expect, it } from 'vitest';
import {
  completionKey,
  isWorthRetrying,
  PENDING_MAX_AGE_MS,
  readPending,
  withoutPending,
  withPending,
  type CompletionRequest,
  type PendingCompletion,
} from './pending-completions.ts';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const program: CompletionRequest = {
  kind: 'program',
  body: { type: 'workout', programId: 1, workoutId: 10085, complete: true, setType: 0, courseId: 1, day: 1 },
};
const single: CompletionRequest = { kind: 'workout', body: { itemId: 10085, contentType: 'routine', setType: 0, title: 'Lower Body' } };
const item = (key: string, savedAt = NOW, request: CompletionRequest = single): PendingCompletion => ({ key, userId: 7, request, savedAt });

describe('completionKey: one per thing completed', () => {
  it.each<[CompletionRequest, string, string]>([
    [program, '2026-11-23', 'program:1:1:1:10085'],
    [program, '2026-11-24', 'program:1:1:1:10085'],
    [single, '2026-11-23', 'workout:10085:2026-11-23'],
    [single, '2026-11-24', 'workout:10085:2026-11-24'],
  ])('%o on %s -> %s', (request, day, key) => {
    expect(completionKey(request, day)).toBe(key);
  });
});

describe('readPending keeps what can still be sent', () => {
  it.each<[string, string | null, string[]]>([
    ['nothing stored', null, []],
    ['not JSON', '{', []],
    ['not a list', '{"key":"a"}', []],
    ['a readable completion', JSON.stringify([item('a')]), ['a']],
    ['one without its request', JSON.stringify([item('a'), { key: 'b', userId: 7, savedAt: NOW }]), ['a']],
    ['one older than a week', JSON.stringify([item('a', NOW - PENDING_MAX_AGE_MS - 1), item('b', NOW - PENDING_MAX_AGE_MS)]), ['b']],
    ['one from the future', JSON.stringify([item('a', NOW + 1)]), []],
  ])('%s', (_name, saved, keys) => {
    expect(readPending(saved, NOW).map((entry) => entry.key)).toEqual(keys);
  });
});

describe('the outbox list', () => {
  it('keeps one completion per key, the newest, and drops one by key', () => {
    const list = withPending(withPending([item('a', NOW - 5)], item('b')), item('a', NOW, program));
    expect(list.map((entry) => [entry.key, entry.request.kind])).toEqual([
      ['b', 'workout'],
      ['a', 'program'],
    ]);
    expect(withoutPending(list, 'b').map((entry) => entry.key)).toEqual(['a']);
  });
});

describe('isWorthRetrying: a dropped connection is, a refusal is not', () => {
  it.each<[unknown, boolean]>([
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, true],
    [{ status: 'TIMEOUT_ERROR', error: 'AbortError' }, true],
    [{ status: 503, data: null }, true],
    [{ status: 502, data: null }, true],
    [{ status: 429, data: null }, true],
    [{ status: 400, data: { message: 'Bad' } }, false],
    [{ status: 404, data: null }, false],
    [{ status: 'PARSING_ERROR', error: 'x' }, false],
    [new Error('boom'), false],
    [null, false],
  ])('%o -> %s', (error, retry) => {
    expect(isWorthRetrying(error)).toBe(retry);
  });
});
