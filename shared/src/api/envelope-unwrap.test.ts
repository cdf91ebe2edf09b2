import { describe, expect, it } from 'vitest';
import { unwrapEnvelope } from './envelope-unwrap.ts';

const meta = { request: 'r' };

describe('unwrapEnvelope', () => {
  it.each<[string, Parameters<typeof unwrapEnvelope>[0], ReturnType<typeof unwrapEnvelope>]>([
    ['a success becomes its data', { data: { code: 200, data: { id: 1 }, message: 'OK' }, meta }, { data: { id: 1 }, meta }],
    ['a success with no data becomes null', { data: { code: 200, data: null, message: 'Logged out' } }, { data: null }],
    ['a list stays a list', { data: { code: 200, data: [{ id: 1 }], message: 'OK' } }, { data: [{ id: 1 }] }],
    [
      'an envelope whose code is not 200 is an error carrying the envelope',
      { data: { code: 500, data: null, message: 'Down for maintenance' }, meta },
      { error: { status: 500, data: { code: 500, data: null, message: 'Down for maintenance' } }, meta },
    ],
    [
      'an HTTP error keeps the server message and errorCode',
      { error: { status: 409, data: { code: 409, errorCode: 'EMAIL_TAKEN', data: null, message: 'This email is already registered.' } } },
      { error: { status: 409, data: { code: 409, errorCode: 'EMAIL_TAKEN', data: null, message: 'This email is already registered.' } } },
    ],
    [
      'a network error is passed on',
      { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } },
      { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } },
    ],
    ['a body that is no envelope is passed on', { data: 'plain text' }, { data: 'plain text' }],
    ['an object without data is no envelope', { data: { code: 200, message: 'OK' } }, { data: { code: 200, message: 'OK' } }],
  ])('%s', (_name, result, expected) => {
    expect(unwrapEnvelope(result)).toEqual(expected);
  });
});
