/** Who members write to, named once for the policies and the help centre. */
export const KINDRED_COMPANY = 'Kindred Health Pty Ltd';
export const SUPPORT_EMAIL = 'support@kindred.app';
export const PRIVACY_EMAIL = 'privacy@kindred.app';
/** Days within which we answer a privacy request and complete an account deletion. */
export const PRIVACY_RESPONSE_DAYS = 30;
/** Days before the end of a trial that the reminder email is sent (issue 13's reminder). */
export const TRIAL_REMINDER_DAYS = 3;
