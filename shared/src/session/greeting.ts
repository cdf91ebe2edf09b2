import type { StoredUserInfo } from './user-info.ts';

export const MEMBER_GREETINGS = {
  /** The session that began with her sign-up (her email was just verified). */
  newMember: 'Welcome',
  returning: 'Welcome back',
} as const;

/** The member home's heading: a new member is welcomed, a returning one welcomed back. */
export function memberGreeting(info: Pick<StoredUserInfo, 'newMember'> | null): string {
  return info?.newMember === true ? MEMBER_GREETINGS.newMember : MEMBER_GREETINGS.returning;
}
