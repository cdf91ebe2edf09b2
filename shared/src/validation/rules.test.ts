import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import {
  hasControlCharacter,
  isValidEmail,
  isValidName,
  isValidOtp,
  jsonNestsDeeperThan,
  meetsPasswordRule,
  nameParts,
  passwordError,
} from './rules.ts';

describe('isValidEmail', () => {
  it.each([
    ['jane@example.com', true],
    ['jane.doe+fit@mail.example.co.uk', true],
    ['JANE@EXAMPLE.COM', true],
    ['jane@example', false],
    ['jane@@example.com', false],
    ['jane example@example.com', false],
    ['@example.com', false],
    ['jane@.com', false],
    ['jane@example.c', false],
    ['', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('%s -> %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('meetsPasswordRule', () => {
  it.each([
    ['Abcdefg1', true],
    ['Abcdef1', false], // 7 characters
    [`Ab1${'c'.repeat(27)}`, true], // 30 characters
    [`Ab1${'c'.repeat(28)}`, false], // 31 characters
    ['abcdefg1', false], // no uppercase
    ['ABCDEFG1', false], // no lowercase
    ['Abcdefgh', false], // no digit
  ])('%s -> %s', (password, ok) => {
    expect(meetsPasswordRule(password)).toBe(ok);
  });
});

describe('isValidName', () => {
  it.each([
    ['Jane Doe', true],
    ["Zoë O'Brien-Smith", true],
    ['<script>', false],
    ['Jane >', false],
  ])('%s -> %s', (name, ok) => {
    expect(isValidName(name)).toBe(ok);
  });
});

describe('passwordError', () => {
  const context = { email: 'jane.doe@example.com', name: 'Jane', bannedWords: ['password', 'qwerty'] };
  it.each([
    ['Str0ngHoney', null],
    ['short1A', M.passwordRule],
    ['MyPassword1', M.weakPassword],
    ['QWERTYuiop1', M.weakPassword],
    ['Jane.Doe2024', M.emailInPassword],
    ['ILoveJane99', M.nameInPassword],
  ])('%s -> %s', (password, message) => {
    expect(passwordError(password, context)).toBe(message);
  });

  it('ignores a name of two characters or fewer', () => {
    expect(passwordError('JoJo12345a', { name: 'Jo' })).toBeNull();
    expect(passwordError('JoeJoe12345a', { name: 'Joe' })).toBe(M.nameInPassword);
  });

  // SPEC 5, "Name cannot be used in password": each part of her name longer than 2 characters, either case.
  it.each([
    ['Olivia Grant', 'Olivia2024x', M.nameInPassword],
    ['Olivia Grant', 'Grant2024xY', M.nameInPassword],
    ['Olivia Grant', 'xxOLIVIA2024', M.nameInPassword],
    ['olivia grant', 'GRANTxx2024a', M.nameInPassword],
    ['OLIVIA GRANT', 'myolivia2024X', M.nameInPassword],
    ['Olivia Grant', 'Oli2024Gra-x', null],
    ['  Olivia   Grant  ', 'Sunny2024Grant', M.nameInPassword],
    ["Mary-Jane O'Neil", 'Jane2024Rocks', M.nameInPassword],
    ["Mary-Jane O'Neil", 'Neil2024Rocks', M.nameInPassword],
    ["Mary-Jane O'Neil", 'Oak2024Rocks', null],
    ['Jo Li', 'JoLi2024abcX', null],
    ['Jo Ann', 'Annie2024xY', M.nameInPassword],
    ['Zoë Adams', 'ZOË2024abcd', M.nameInPassword],
    ['Zoë Adams', 'Zoe2024abcd', null],
    ['', 'Olivia2024x', null],
  ])('name %j, password %s -> %s', (name, password, message) => {
    expect(passwordError(password, { name })).toBe(message);
  });
});

describe('nameParts', () => {
  it.each([
    ['Olivia Grant', ['olivia', 'grant']],
    ['Olivia Grant Olivia', ['olivia', 'grant']],
    ["Mary-Jane O'Neil", ['mary', 'jane', 'neil']],
    ['Jo Li', []],
    ['  Ann\tLee ', ['ann', 'lee']],
    ['Zoë', ['zoë']],
    [undefined, []],
  ])('%j -> %j', (name, parts) => {
    expect(nameParts(name)).toEqual(parts);
  });
});

describe('isValidOtp', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    [' 123456', false],
    ['', false],
  ])('%j -> %s', (otp, valid) => {
    expect(isValidOtp(otp)).toBe(valid);
  });
});

describe('hasControlCharacter', () => {
  it.each([
    ['Jane', false],
    ['Zoë Ōkubo 🙂', false],
    ['', false],
    ['a\u00A0b (no-break space)', false],
    ['Ja\u0000ne', true],
    ['tab\there', true],
    ['line\nbreak', true],
    ['carriage\rreturn', true],
    ['escape\u001B[31m', true],
    ['delete\u007F', true],
    ['c1\u0085next line', true],
  ])('%j: %s', (text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });
});

describe('jsonNestsDeeperThan', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  it.each([
    ['an empty object at 1', false, '{}', 1],
    ['an object in an object at 1', true, '{"a":{}}', 1],
    ['objects and arrays 4 deep at 4', false, '{"a":[1,{"b":[]}]}', 4],
    ['objects and arrays 4 deep at 3', true, '{"a":[1,{"b":[]}]}', 3],
    ['siblings do not add up', false, '[[],[],[]]', 2],
    ['32 arrays at 32', false, nested(32), 32],
    ['33 arrays at 32', true, nested(33), 32],
    ['5,000 arrays at 32', true, nested(5000), 32],
    ['brackets in a string', false, '{"text":"[[[[[{{{{{"}', 1],
    ['brackets after an escaped quote in a string', false, '{"text":"quote \\" [[[[[ "}', 1],
    ['an escaped backslash ending a string, then 3 deep, at 3', false, '{"text":"a\\\\", "a":[[]]}', 3],
    ['an escaped backslash ending a string, then 3 deep, at 2', true, '{"text":"a\\\\", "a":[[]]}', 2],
    ['a plain string', false, '"plain string"', 0],
    ['nothing', false, '', 0],
  ])('%s -> %s', (_case, expected, text, maxDepth) => {
    expect(jsonNestsDeeperThan(text, maxDepth)).toBe(expected);
  });
});
