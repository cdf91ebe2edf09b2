import { OTP_LENGTH } from '@app/shared/validation';

/** What the code field keeps of typed, pasted or autofilled text: its digits, at most six. */
export function otpDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
