import type { CalendarDate } from '../dates/dayjs.ts';
import type { StoredUserInfo } from '../session/user-info.ts';

/**
 * Whom a server-drawn first screen was drawn for, on the page's root element (withRenderedPage): absent
 * for a visitor's page, else the member and her day as JSON (DrawnForMember). The page's first-screen
 * guard (shell/src/inline/first-screen-guard.ts) reads it before the page paints.
 */
export const DRAWN_FOR_ATTRIBUTE = 'data-drawn-for';

/** A stored-session flag that, when true, makes a member's page other than the server drew it. */
export type SessionFlag = 'newMember';

export interface DrawnForMember {
  userId: string;
  today: CalendarDate;
  /** Her drawn page is dropped when her stored session has any of these set (the home's greeting reads newMember). */
  droppedIf?: readonly SessionFlag[];
}

/** The member of a frame's DRAWN_FOR_ATTRIBUTE value; null for a visitor's page or a value not readable as one. */
export function drawnForOf(attribute: string | null): DrawnForMember | null {
  if (attribute === null) return null;
  try {
    const value = JSON.parse(attribute) as Partial<DrawnForMember> | null;
    if (typeof value?.userId !== 'string' || typeof value.today !== 'string') return null;
    return { userId: value.userId, today: value.today, droppedIf: Array.isArray(value.droppedIf) ? value.droppedIf : [] };
  } catch {
    return null;
  }
}

/**
 * Whether the first screen the server drew stays for whoever has this browser, before it paints:
 * a visitor's page for anyone without a stored session (a signed-in member, or someone halfway
 * through sign-up, gets her own page from the shell); a member's page only for her, signed in, not
 * known to lack a plan or a finished profile (which send her elsewhere), on the day it was drawn
 * for (she may have moved to another time zone) and without a flag that changes it. A drawn-for
 * value that cannot be read is a visitor's page: it never stays for a member.
 */
export function keepsFirstScreen(
  drawnForAttribute: string | null,
  stored: StoredUserInfo | null | 'unreadable',
  browserToday: CalendarDate,
): boolean {
  const member = drawnForOf(drawnForAttribute);
  if (!member) return stored === null || stored === 'unreadable';
  if (stored === null || stored === 'unreadable') return false;
  return (
    stored.isAuthenticated === true &&
    stored.isSubscribed !== false &&
    stored.profileCompleted !== false &&
    String(stored.id) === member.userId &&
    browserToday === member.today &&
    (member.droppedIf ?? []).every((flag) => stored[flag] !== true)
  );
}
