/** SPEC section 5: the validation messages, exactly as users read them, for the forms and the API alike. */
export const VALIDATION_MESSAGES = {
  invalidEmail: 'Please enter valid email',
  passwordRule: '8–30 characters, 1 upper & lowercase & 1 number',
  weakPassword: 'Choose a stronger password',
  emailInPassword: 'Email cannot be used in password',
  nameInPassword: 'Name cannot be used in password',
  invalidName: 'Your name is using invalid characters',
  emailTaken: 'This email is already registered. Log in instead?',
  passwordsDoNotMatch: 'These passwords do not match',
  newPasswordRequired: 'Please enter an new password',
  confirmPasswordRequired: 'Please re-enter new password',
  resetLinkExpired: 'Your password reset link has expired.',
} as const;

/** SPEC: "is required", after the field's label: "Email is required". */
export function requiredMessage(label: string): string {
  return `${label} is required`;
}

/** A text field with a control character in it (a NUL, a tab, a line break...). */
export function controlCharacterMessage(field: string): string {
  return `${field} must not contain control characters (such as line breaks, tabs or NUL).`;
}

/** A request body nested deeper than the API takes (JSON_MAX_DEPTH). */
export function jsonTooDeepMessage(maxDepth: number): string {
  return `The request body nests arrays and objects more than ${maxDepth} levels deep; send at most ${maxDepth}.`;
}
