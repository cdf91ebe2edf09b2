import { stepSeconds, type PlayerStep } from './steps.ts';
import { pickHeadline } from './headlines.ts';

/** SPEC section 4: rest plus or minus 15 s. */
export const REST_ADJUST_SECONDS = 15;

/**
 * ready: not started. running / paused: in a step. done: every step is through and "Complete
 * Workout" waits. completed: she completed it (the completion screen, with its headline).
 */
type PlayerStatus = 'ready' | 'running' | 'paused' | 'done' | 'completed';

export interface PlayerState {
  status: PlayerStatus;
  index: number;
  /** Time left in the current timed step; 0 for a reps step. */
  remainingMs: number;
  /** The clock reading the countdown was last brought up to (running only). */
  lastTickAt: number | null;
  /** Keys of the steps finished rather than skipped (SPEC's exerciseCompleted and restCompleted). */
  completed: string[];
  headline: string | null;
  /** When she pressed Start, and when she completed it (the clock's ms): her time trained is the one from the other. */
  startedAt: number | null;
  finishedAt: number | null;
}

/** Every action that involves time carries the clock reading (ms): the reducer never reads a clock. */
export type PlayerAction =
  | { type: 'start'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'skipForward'; now: number }
  | { type: 'skipBack'; now: number }
  | { type: 'adjustRest'; seconds: number; now: number }
  /** "Done" on a reps step. */
  | { type: 'done'; now: number }
  /** "Complete Workout"; `random` in [0, 1) picks the headline; `now` is when she finished. */
  | { type: 'complete'; random: number; now?: number }
  | { type: 'restart' }
  | { type: 'restore'; state: PlayerState };

export function initialPlayerState(steps: readonly PlayerStep[]): PlayerState {
  return {
    status: 'ready',
    index: 0,
    remainingMs: stepMs(steps[0]),
    lastTickAt: null,
    completed: [],
    headline: null,
    startedAt: null,
    finishedAt: null,
  };
}

function stepMs(step: PlayerStep | undefined): number {
  return step ? (stepSeconds(step) ?? 0) * 1000 : 0;
}

/** Moves to step `index` (or to done past the end), with `carryMs` already spent of it. */
function enter(state: PlayerState, steps: readonly PlayerStep[], index: number, now: number | null): PlayerState {
  if (index >= steps.length) return { ...state, status: 'done', index: steps.length, remainingMs: 0, lastTickAt: null };
  return { ...state, index, remainingMs: stepMs(steps[index]), lastTickAt: state.status === 'running' ? now : null };
}

function markCompleted(state: PlayerState, step: PlayerStep | undefined): PlayerState {
  if (!step || state.completed.includes(step.key)) return state;
  return { ...state, completed: [...state.completed, step.key] };
}

/** Runs the clock from lastTickAt to `now`, finishing timed steps and carrying over into the next. */
function advanceClock(state: PlayerState, steps: readonly PlayerStep[], now: number): PlayerState {
  if (state.status !== 'running' || state.lastTickAt === null) return state;
  let next = state;
  let elapsed = Math.max(0, now - state.lastTickAt);
  next = { ...next, lastTickAt: now };
  while (next.status === 'running') {
    const step = steps[next.index];
    if (!step || step.kind === 'reps') break;
    if (elapsed < next.remainingMs) {
      next = { ...next, remainingMs: next.remainingMs - elapsed };
      break;
    }
    elapsed -= next.remainingMs;
    next = enter(markCompleted(next, step), steps, next.index + 1, now);
  }
  return next;
}

export function playerReducer(steps: readonly PlayerStep[]) {
  return function reduce(state: PlayerState, action: PlayerAction): PlayerState {
    switch (action.type) {
      case 'start':
        if (state.status !== 'ready') return state;
        if (steps.length === 0) return { ...state, status: 'done', startedAt: action.now };
        return { ...state, status: 'running', lastTickAt: action.now, startedAt: action.now };
      case 'tick':
        return advanceClock(state, steps, action.now);
      case 'pause': {
        if (state.status !== 'running') return state;
        const caughtUp = advanceClock(state, steps, action.now);
        return caughtUp.status === 'running' ? { ...caughtUp, status: 'paused', lastTickAt: null } : caughtUp;
      }
      case 'resume':
        if (state.status !== 'paused') return state;
        return { ...state, status: 'running', lastTickAt: action.now };
      case 'skipForward': {
        if (state.status !== 'running' && state.status !== 'paused') return state;
        return enter(advanceClock(state, steps, action.now), steps, state.index + 1, action.now);
      }
      case 'skipBack': {
        if (state.status !== 'running' && state.status !== 'paused' && state.status !== 'done') return state;
        const from = state.status === 'done' ? { ...state, status: 'paused' as const } : state;
        return enter(from, steps, Math.max(0, state.index - 1), action.now);
      }
      case 'adjustRest': {
        const step = steps[state.index];
        if (step?.kind !== 'rest' || (state.status !== 'running' && state.status !== 'paused')) return state;
        const caughtUp = advanceClock(state, steps, action.now);
        if (caughtUp.index !== state.index) return caughtUp;
        const remainingMs = Math.max(0, caughtUp.remainingMs + action.seconds * 1000);
        if (remainingMs > 0) return { ...caughtUp, remainingMs };
        return enter(markCompleted(caughtUp, step), steps, state.index + 1, action.now);
      }
      case 'done': {
        const step = steps[state.index];
        if (step?.kind !== 'reps' || (state.status !== 'running' && state.status !== 'paused')) return state;
        return enter(markCompleted(state, step), steps, state.index + 1, action.now);
      }
      case 'complete':
        if (state.status === 'ready' || state.status === 'completed') return state;
        return {
          ...state,
          status: 'completed',
          lastTickAt: null,
          headline: pickHeadline(action.random),
          finishedAt: action.now ?? null,
        };
      case 'restart':
        return initialPlayerState(steps);
      case 'restore':
        return action.state;
    }
  };
}

/** Her time trained, whole seconds from Start to Complete Workout; null when either is unknown. */
export function trainedSeconds(state: PlayerState): number | null {
  if (state.startedAt === null || state.finishedAt === null) return null;
  return Math.max(0, Math.round((state.finishedAt - state.startedAt) / 1000));
}

/** Whole seconds left as the countdown shows them: 4.2 s left reads 5 (00:05), so 0 means over. */
export function secondsLeft(state: PlayerState): number {
  return Math.ceil(state.remainingMs / 1000);
}
