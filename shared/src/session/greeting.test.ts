import { describe, expect, it } from 'vitest';
import { memberGreeting } from './greeting.ts';

describe('memberGreeting', () => {
  it.each([
    ['a member whose session began with her sign-up', { newMember: true }, 'Welcome'],
    ['a member who logged in', { newMember: false }, 'Welcome back'],
    ['a member stored before the flag existed', {}, 'Welcome back'],
    ['no one stored', null, 'Welcome back'],
  ])('%s', (_name, info, greeting) => {
    expect(memberGreeting(info)).toBe(greeting);
  });
});
