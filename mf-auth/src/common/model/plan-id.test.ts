import { describe, expect, it } from 'vitest';
import { withPlanId } from './plan-id.ts';

describe('withPlanId', () => {
  it.each([
    ['/otpVerification', '2', '/otpVerification?planId=2'],
    ['/userPreferences?status=fail', '3', '/userPreferences?status=fail&planId=3'],
    ['/login', null, '/login'],
    ['/login', '', '/login'],
    ['/login', 'a b', '/login?planId=a%20b'],
  ])('%s + %s -> %s', (path, planId, expected) => {
    expect(withPlanId(path, planId)).toBe(expected);
  });
});
