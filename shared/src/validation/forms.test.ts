import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../messages/account.ts';
import {
  COOKS_FOR_AS_RECIPE,
  FORM_MESSAGES,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  otpSchema,
  passwordResetSchema,
  preferencesSchema,
  profileSchema,
  regionSettingsSchema,
  signUpSchema,
  validateForm,
} from './forms.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

const bannedWords = ['password', 'fitness'];
const validSignUp = { name: 'Jane Doe', email: 'jane.doe@example.com', password: 'Str0ngHoney', confirmPassword: 'Str0ngHoney' };

describe('signUpSchema', () => {
  it.each<[string, Partial<typeof validSignUp>, Record<string, string>]>([
    ['a valid form', {}, {}],
    [
      'every field empty',
      { name: '', email: '', password: '', confirmPassword: '' },
      {
        name: 'Name is required',
        email: 'Email is required',
        password: 'Password is required',
        confirmPassword: 'Confirm password is required',
      },
    ],
    ['a name with < or >', { name: 'Jane <b>' }, { name: M.invalidName }],
    ['a name of 101 characters', { name: 'a'.repeat(101) }, { name: FORM_MESSAGES.nameTooLong }],
    ['an email without a domain', { email: 'jane@' }, { email: M.invalidEmail }],
    ['a short password', { password: 'Ab1', confirmPassword: 'Ab1' }, { password: M.passwordRule }],
    ['a password without a digit', { password: 'Abcdefghij', confirmPassword: 'Abcdefghij' }, { password: M.passwordRule }],
    ['a banned word', { password: 'MyFitness99', confirmPassword: 'MyFitness99' }, { password: M.weakPassword }],
    ['the email local part', { password: 'Jane.Doe2024', confirmPassword: 'Jane.Doe2024' }, { password: M.emailInPassword }],
    ['the name', { name: 'Honey', password: 'Str0ngHoney', confirmPassword: 'Str0ngHoney' }, { password: M.nameInPassword }],
    ['a two-letter name is allowed in the password', { name: 'Jo', password: 'JoJo12345a', confirmPassword: 'JoJo12345a' }, {}],
    ['a different confirmation', { confirmPassword: 'Str0ngHoney!' }, { confirmPassword: M.passwordsDoNotMatch }],
  ])('%s', (_name, change, errors) => {
    expect(validateForm(signUpSchema({ bannedWords }), { ...validSignUp, ...change })).toEqual(errors);
  });

  it('reports an email validate-email found registered, whatever its case', () => {
    const schema = signUpSchema({ bannedWords, takenEmails: ['jane.doe@example.com'] });
    expect(validateForm(schema, { ...validSignUp, email: 'Jane.Doe@example.com' })).toEqual({ email: M.emailTaken });
    expect(validateForm(schema, { ...validSignUp, email: 'other@example.com' })).toEqual({});
  });
});

describe('loginSchema', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['valid', { email: 'jane@example.com', password: 'x' }, {}],
    ['an invalid email', { email: 'jane', password: 'x' }, { email: M.invalidEmail }],
    ['nothing', { email: '', password: '' }, { email: 'Email is required', password: 'Password is required' }],
  ])('%s', (_name, values, errors) => {
    expect(validateForm(loginSchema(), values)).toEqual(errors);
  });
});

describe('otpSchema', () => {
  it.each<[string, string, Record<string, string>]>([
    ['six digits', '123456', {}],
    ['pasted with spaces around', ' 123456 ', {}],
    ['five digits', '12345', { otp: FORM_MESSAGES.otpFormat }],
    ['letters', '12a456', { otp: FORM_MESSAGES.otpFormat }],
    ['empty', '', { otp: 'Code is required' }],
  ])('%s', (_name, otp, errors) => {
    expect(validateForm(otpSchema(), { otp })).toEqual(errors);
  });
});

describe('forgotPasswordSchema', () => {
  it.each<[string, string, Record<string, string>]>([
    ['valid', 'jane@example.com', {}],
    ['invalid', 'jane@example', { email: M.invalidEmail }],
  ])('%s', (_name, email, errors) => {
    expect(validateForm(forgotPasswordSchema(), { email })).toEqual(errors);
  });
});

describe('passwordResetSchema', () => {
  it.each<[string, { newPassword: string; confirmPassword: string }, Record<string, string>]>([
    ['valid', { newPassword: 'Str0ngHoney', confirmPassword: 'Str0ngHoney' }, {}],
    ['empty', { newPassword: '', confirmPassword: '' }, { newPassword: M.newPasswordRequired, confirmPassword: M.confirmPasswordRequired }],
    ['weak', { newPassword: 'short', confirmPassword: 'short' }, { newPassword: M.passwordRule }],
    ['banned', { newPassword: 'Password123', confirmPassword: 'Password123' }, { newPassword: M.weakPassword }],
    ['not matching', { newPassword: 'Str0ngHoney', confirmPassword: 'Str0ngHoney2' }, { confirmPassword: M.passwordsDoNotMatch }],
  ])('%s', (_name, values, errors) => {
    expect(validateForm(passwordResetSchema({ bannedWords }), values)).toEqual(errors);
  });
});

describe('changePasswordSchema', () => {
  const context = { bannedWords, email: 'jane.doe@example.com', name: 'Jane' };
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['valid', { currentPassword: 'Old1passw', newPassword: 'Str0ngHoney', confirmPassword: 'Str0ngHoney' }, {}],
    [
      'no current password',
      { currentPassword: '', newPassword: 'Str0ngHoney', confirmPassword: 'Str0ngHoney' },
      {
        currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired,
      },
    ],
    [
      'the member’s own name',
      { currentPassword: 'x', newPassword: 'ILoveJane99', confirmPassword: 'ILoveJane99' },
      { newPassword: M.nameInPassword },
    ],
    [
      'the member’s email',
      { currentPassword: 'x', newPassword: 'Jane.Doe2024', confirmPassword: 'Jane.Doe2024' },
      { newPassword: M.emailInPassword },
    ],
    [
      'the same as before',
      { currentPassword: 'Str0ngHoney', newPassword: 'Str0ngHoney', confirmPassword: 'Str0ngHoney' },
      {
        newPassword: ACCOUNT_MESSAGES.samePassword,
      },
    ],
    [
      'empty new passwords',
      { currentPassword: 'x', newPassword: '', confirmPassword: '' },
      {
        newPassword: M.newPasswordRequired,
        confirmPassword: M.confirmPasswordRequired,
      },
    ],
  ])('%s', (_name, values, errors) => {
    expect(validateForm(changePasswordSchema(context), values)).toEqual(errors);
  });

  it('keeps the server’s "incorrect" on a current password it refused, until it changes', () => {
    const schema = changePasswordSchema({ ...context, rejectedCurrentPasswords: ['Wr0ngOne1'] });
    const values = { currentPassword: 'Wr0ngOne1', newPassword: 'Str0ngHoney', confirmPassword: 'Str0ngHoney' };
    expect(validateForm(schema, values)).toEqual({ currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
    expect(validateForm(schema, { ...values, currentPassword: 'Right0ne1' })).toEqual({});
  });
});

describe('profileSchema', () => {
  it.each<[string, string, Record<string, string>]>([
    ['valid', 'Jane', {}],
    ['empty', '  ', { name: 'Name is required' }],
    ['markup', '<Jane>', { name: M.invalidName }],
  ])('%s', (_name, name, errors) => {
    expect(validateForm(profileSchema(), { name })).toEqual(errors);
  });
});

describe('preferencesSchema', () => {
  it.each<[string, Record<string, number | null>, Record<string, string>]>([
    ['all chosen', { genderId: 1, fitnessId: 2, mealId: 3 }, {}],
    [
      'none chosen',
      { genderId: null, fitnessId: null, mealId: null },
      {
        genderId: FORM_MESSAGES.chooseOne,
        fitnessId: FORM_MESSAGES.chooseOne,
        mealId: FORM_MESSAGES.chooseOne,
      },
    ],
    ['cooking for one', { genderId: 1, fitnessId: 2, mealId: 1, cooksFor: 1 }, {}],
    ['cooking for twelve', { genderId: 1, fitnessId: 2, mealId: 1, cooksFor: 12 }, {}],
    ['as each recipe serves', { genderId: 1, fitnessId: 2, mealId: 1, cooksFor: COOKS_FOR_AS_RECIPE }, {}],
    ['cooking for thirteen', { genderId: 1, fitnessId: 2, mealId: 1, cooksFor: 13 }, { cooksFor: ACCOUNT_MESSAGES.cooksForRange }],
    ['cooking for a negative number', { genderId: 1, fitnessId: 2, mealId: 1, cooksFor: -1 }, { cooksFor: ACCOUNT_MESSAGES.cooksForRange }],
    ['cooking for two and a half', { genderId: 1, fitnessId: 2, mealId: 1, cooksFor: 2.5 }, { cooksFor: ACCOUNT_MESSAGES.cooksForRange }],
  ])('%s', (_name, values, errors) => {
    expect(validateForm(preferencesSchema(), values)).toEqual(errors);
  });
});

describe('regionSettingsSchema', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['Australia in kg', { regionId: 1, weightUnit: 'kg' }, []],
    ['United States in lb', { regionId: 3, weightUnit: 'lb' }, []],
    ['an unknown region', { regionId: 4, weightUnit: 'kg' }, ['regionId']],
    ['an unknown unit', { regionId: 1, weightUnit: 'stone' }, ['weightUnit']],
  ])('%s', (_name, values, failing) => {
    expect(Object.keys(validateForm(regionSettingsSchema(), values))).toEqual(failing);
  });
});
