/** Who members write to, named once for the policies, the help centre and the API's own document. */
export const KINDRED_COMPANY = 'Kindred Health Pty Ltd';
export const SUPPORT_EMAIL = 'support@kindred.app';
export const PRIVACY_EMAIL = 'privacy@kindred.app';
/** Days within which we answer a privacy request and complete an account deletion. */
export const PRIVACY_RESPONSE_DAYS = 30;
