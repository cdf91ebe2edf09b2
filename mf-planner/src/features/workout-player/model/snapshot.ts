import type { PlayerState } from './player-reducer.ts';
import type { PlayerStep } from './steps.ts';

/** A saved run older than this is not offered back (yesterday's half workout is not today's). */
export const SNAPSHOT_MAX_AGE_MS = 12 * 60 * 60 * 1000;
const SNAPSHOT_VERSION = 1;

/** What is kept (in localStorage) so a reload or a closed tab can resume. */
export interface PlayerSnapshot {
  version: typeof SNAPSHOT_VERSION;
  contentId: number;
  /** The step keys in order: a workout that changed since is not resumed into the wrong step. */
  stepKeys: string[];
  index: number;
  remainingMs: number;
  completed: string[];
  savedAt: number;
  /** When she pressed Start (absent in a run saved before it was kept). */
  startedAt?: number;
}

export function snapshotKey(contentId: number): string {
  return `workout-player:${contentId}`;
}

/** Null when there is nothing worth keeping: not started, or finished with Complete Workout. */
export function takeSnapshot(state: PlayerState, steps: readonly PlayerStep[], contentId: number, now: number): PlayerSnapshot | null {
  if (state.status === 'ready' || state.status === 'completed') return null;
  return {
    version: SNAPSHOT_VERSION,
    contentId,
    stepKeys: steps.map((step) => step.key),
    index: state.index,
    remainingMs: state.remainingMs,
    completed: state.completed,
    savedAt: now,
    ...(state.startedAt !== null ? { startedAt: state.startedAt } : {}),
  };
}

function isSnapshot(value: unknown): value is PlayerSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.version === SNAPSHOT_VERSION &&
    typeof record.contentId === 'number' &&
    Array.isArray(record.stepKeys) &&
    record.stepKeys.every((key) => typeof key === 'string') &&
    Number.isInteger(record.index) &&
    typeof record.remainingMs === 'number' &&
    Number.isFinite(record.remainingMs) &&
    Array.isArray(record.completed) &&
    record.completed.every((key) => typeof key === 'string') &&
    typeof record.savedAt === 'number' &&
    (record.startedAt === undefined || (typeof record.startedAt === 'number' && Number.isFinite(record.startedAt)))
  );
}

/**
 * The saved run as a paused player, or null when it is to be discarded: unreadable, another
 * workout, the workout's steps changed, out of range, saved more than 12 hours ago, or in the future.
 */
export function restoreSnapshot(saved: string | null, steps: readonly PlayerStep[], contentId: number, now: number): PlayerState | null {
  if (saved === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(saved);
  } catch {
    return null;
  }
  if (!isSnapshot(value) || value.contentId !== contentId) return null;
  const age = now - value.savedAt;
  if (age < 0 || age > SNAPSHOT_MAX_AGE_MS) return null;
  if (value.stepKeys.length !== steps.length || value.stepKeys.some((key, index) => key !== steps[index]!.key)) return null;
  if (value.index < 0 || value.index > steps.length) return null;
  const step = steps[value.index];
  // A timed exercise never has more left than its length; a rest may have been lengthened (+15 s).
  const maxMs = !step || step.kind === 'reps' ? 0 : step.kind === 'exercise' ? step.seconds * 1000 : Number.MAX_SAFE_INTEGER;
  const known = new Set(value.stepKeys);
  return {
    status: value.index === steps.length ? 'done' : 'paused',
    index: value.index,
    remainingMs: Math.min(Math.max(0, value.remainingMs), maxMs),
    lastTickAt: null,
    completed: value.completed.filter((key) => known.has(key)),
    headline: null,
    // A start after the save, or more than 12 hours before it, is not one to time from.
    startedAt:
      value.startedAt !== undefined && value.startedAt <= value.savedAt && value.savedAt - value.startedAt <= SNAPSHOT_MAX_AGE_MS
        ? value.startedAt
        : null,
    finishedAt: null,
  };
}
