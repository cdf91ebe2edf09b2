import { describe, expect, it } from 'vitest';
import { sameOriginGetKey } from './same-origin-get.ts';

const ORIGIN = 'http://app.test';

describe('sameOriginGetKey', () => {
  it.each<[string, RequestInfo | URL, RequestInit | undefined, string | null]>([
    ['a path', '/a/b?c=1', undefined, '/a/b?c=1'],
    ['a URL of this origin', new URL(`${ORIGIN}/a`), undefined, '/a'],
    ['a Request', new Request(`${ORIGIN}/a?x=2`), undefined, '/a?x=2'],
    ['a GET written in lower case', '/a', { method: 'get' }, '/a'],
    ['a POST', '/a', { method: 'POST' }, null],
    ['a Request that is a PUT', new Request(`${ORIGIN}/a`, { method: 'PUT', body: '{}' }), undefined, null],
    ['another origin', 'http://elsewhere.test/a', undefined, null],
  ])('%s', (_case, input, init, key) => {
    expect(sameOriginGetKey(input, init, ORIGIN)).toBe(key);
  });

  it('leaves a Request’s body where it is', async () => {
    const request = new Request(`${ORIGIN}/a`, { method: 'PUT', body: '{"x":1}' });
    sameOriginGetKey(request, undefined, ORIGIN);
    expect(await request.text()).toBe('{"x":1}');
  });
});
