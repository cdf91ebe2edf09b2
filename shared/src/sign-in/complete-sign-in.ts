import type { LoginData } from '@app/shared/api-contract/user-service';
import { plannerPath } from '@app/shared/routes';
import { clearSignupInfo, readReturnUrl, userInfoFromLogin, writeReturnUrl, writeUserInfo } from '@app/shared/session';

/** SPEC section 4: after login, the saved return URL, or else today in the planner (0 = Sunday). */
export function afterLoginPath(returnUrl: string | null, today: Date): string {
  return returnUrl ?? plannerPath(0, today.getDay());
}

/**
 * Stores the signed-in member (login or a confirmed code). The shell's session routing then
 * takes the member on: to the return URL when they may use the app, to onboarding when their
 * profile is not complete (the return URL waits for after onboarding). `newMember` marks the
 * session that began with her sign-up (the confirmed code), so the app welcomes her rather
 * than welcoming her back.
 */
export function completeSignIn(payload: LoginData, options: { planId?: string | null; now?: Date; newMember?: boolean } = {}): void {
  writeReturnUrl(afterLoginPath(readReturnUrl(), options.now ?? new Date()));
  clearSignupInfo();
  writeUserInfo(
    userInfoFromLogin(payload, {
      ...(options.planId ? { planId: options.planId } : {}),
      ...(options.newMember ? { newMember: true } : {}),
    }),
  );
}
