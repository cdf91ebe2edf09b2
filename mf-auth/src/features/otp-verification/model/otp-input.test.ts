import { describe, expect, it } from 'vitest';
import { otpDigits } from './otp-input.ts';

describe('otpDigits', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    [' 123-456 ', '123456'],
    ['Your code is 482913.', '482913'],
    ['1234567', '123456'],
    ['12a', '12'],
    ['', ''],
  ])('%j -> %j', (text, digits) => {
    expect(otpDigits(text)).toBe(digits);
  });
});
