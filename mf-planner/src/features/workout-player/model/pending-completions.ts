import type { CompleteRequest, WorkoutCompleteRequest } from '@app/shared/api-contract/progress-service';

/** Where completions wait (localStorage) until the server has them: a closed tab or a reload keeps them. */
export const PENDING_COMPLETIONS_KEY = 'workout-player:pending-completions';
/** A completion not delivered within a week is dropped: her week's plan has moved on. */
export const PENDING_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** "Complete Workout" as it is posted: a program's day, or a workout on its own. */
export type CompletionRequest = { kind: 'program'; body: WorkoutCompleteRequest } | { kind: 'workout'; body: CompleteRequest };

export interface PendingCompletion {
  /** The same completion asked twice is kept once. */
  key: string;
  /** Whose it is: only her session sends it. */
  userId: number;
  request: CompletionRequest;
  savedAt: number;
}

/** One key per thing completed: the program's day, or the workout on its day (a workout may be done again another day). */
export function completionKey(request: CompletionRequest, day: string): string {
  if (request.kind === 'program')
    return `program:${request.body.programId}:${request.body.courseId}:${request.body.day}:${request.body.workoutId}`;
  return `workout:${request.body.itemId}:${day}`;
}

function isPending(value: unknown): value is PendingCompletion {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const request = item.request as Record<string, unknown> | null;
  return (
    typeof item.key === 'string' &&
    Number.isInteger(item.userId) &&
    typeof item.savedAt === 'number' &&
    typeof request === 'object' &&
    request !== null &&
    (request.kind === 'program' || request.kind === 'workout') &&
    typeof request.body === 'object' &&
    request.body !== null
  );
}

/** The stored list, without what is unreadable, older than a week or from the future. */
export function readPending(saved: string | null, now: number): PendingCompletion[] {
  if (saved === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(saved);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(isPending).filter((item) => item.savedAt <= now && now - item.savedAt <= PENDING_MAX_AGE_MS);
}

/** Adds a completion, or replaces the one with its key. */
export function withPending(list: readonly PendingCompletion[], item: PendingCompletion): PendingCompletion[] {
  return [...list.filter((entry) => entry.key !== item.key), item];
}

export function withoutPending(list: readonly PendingCompletion[], key: string): PendingCompletion[] {
  return list.filter((entry) => entry.key !== key);
}

/**
 * Whether a failed post is worth sending again later: the connection dropped or timed out, or the
 * server was briefly unavailable. A refusal (400, 403, 404) would be refused again.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const status = (error as { status: unknown }).status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  return typeof status === 'number' && (status === 408 || status === 429 || status >= 500);
}
