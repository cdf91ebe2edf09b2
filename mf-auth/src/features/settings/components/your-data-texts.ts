/** The texts of the Your data section, and the rule of its password fields. */
export const PASSWORD_LABEL = 'Your password';
const PASSWORD_REQUIRED = 'Please enter your password.';
export const CONFIRM_REQUIRED = 'Please tick the box to confirm.';

export function passwordErrors<N extends string>(name: N, value: string): Partial<Record<N, string>> {
  return value ? {} : ({ [name]: PASSWORD_REQUIRED } as Partial<Record<N, string>>);
}
