import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import type { RoutineWorkout, SetType, WorkoutRoutine } from '@app/shared/api-contract/workout';
import type { TrainingSession } from '@app/shared/api-contract/progress-service';
import { formatDuration } from '@app/shared/planner/duration';
import { ConfirmDialog } from '../../../common/components/confirm-dialog.tsx';
import { ExerciseMovement } from '../../../common/components/exercise-movement.tsx';
import { exerciseFigure, groupRounds } from '../../../common/model/exercise-figure.ts';
import { cueBetween } from '../model/cues.ts';
import {
  initialPlayerState,
  playerReducer,
  secondsLeft,
  trainedSeconds,
  REST_ADJUST_SECONDS,
  type PlayerState,
} from '../model/player-reducer.ts';
import { setsOfText, setsText } from '../../../common/model/finish-lines.ts';
import { restoreSnapshot, snapshotKey, takeSnapshot } from '../model/snapshot.ts';
import { buildSteps, describeStep, stepsDone, workoutOf, type PlayerStep } from '../model/steps.ts';
import { beep as webAudioBeep, unlockAudio } from './beep.ts';
import { useWakeLock } from './use-wake-lock.ts';
import './workout-player.css';

/** SPEC section 4: the action labels. */
export const START_WORKOUT_LABEL = 'Start Workout';
export const COMPLETE_WORKOUT_LABEL = 'Complete Workout';
/** How often the countdown is brought up to the clock (the reducer handles any lateness). */
const TICK_MS = 250;
const SOUND_KEY = 'workout-player:sound';

/** Where her completion is: being sent, recorded, kept on the device until she is back online, or refused. */
export type CompletionStatus = 'recording' | 'recorded' | 'queued' | 'failed';

export interface WorkoutPlayerProps {
  workout: WorkoutRoutine;
  /** "Complete Workout": the page marks it complete with this setType (SPEC 7) and the session as timed (when it was). */
  onComplete: (setType: SetType, session?: TrainingSession) => void;
  /** Shown on the completion screen under what she did: her week, streak and next session. */
  finish?: ReactNode;
  /** What became of that completion, as the page knows it. */
  completion: CompletionStatus;
  /** Leave the player (progress stays saved to resume). */
  onExit: () => void;
  /** Injected for tests; the browser's by default. */
  clock?: () => number;
  random?: () => number;
  storage?: Storage | null;
  beep?: () => void;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Before Start: every part of the workout with its rounds, and each exercise's reps or time. */
function WhatIsComing({ routine }: { routine: RoutineWorkout }) {
  return (
    <section className="workout-player__plan" aria-labelledby="workout-player-plan-title">
      <h2 id="workout-player-plan-title" className="workout-player__plan-title">
        What’s coming
      </h2>
      {routine.groups.map((group) => (
        <section key={group.id} className="workout-player__plan-group" aria-labelledby={`plan-${group.id}`}>
          <h3 id={`plan-${group.id}`} className="workout-player__plan-group-title">
            {group.title} <span className="workout-player__plan-rounds">{groupRounds(group)}</span>
          </h3>
          <ol className="workout-player__plan-list">
            {group.exercises.map((exercise) => (
              <li key={exercise.id} className="workout-player__plan-item">
                <span>{exercise.title}</span> <span className="workout-player__plan-figure">{exerciseFigure(exercise)}</span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}

function completionText(status: CompletionStatus, title: string): string {
  if (status === 'recording') return `Recording ${title}…`;
  if (status === 'recorded') return `${title} is marked complete.`;
  if (status === 'queued') return `You are offline. ${title} is kept on this device and will be marked complete when you are back online.`;
  return `${title} is not marked complete yet.`;
}

/** The movement of the step (during a rest, of the next one), looping, or its key poses under reduced motion. */
function StepImage({ step, next }: { step: PlayerStep; next: PlayerStep | undefined }) {
  const shown = step.kind === 'rest' ? next : step;
  if (!shown || shown.kind === 'rest') return null;
  return (
    <ExerciseMovement
      className="workout-player__image"
      exercise={shown.exercise}
      alt={shown.kind === step.kind ? shown.title : `Next: ${shown.title}`}
      sizes="(min-width: 480px) 420px, 100vw"
    />
  );
}

function StepFigure({ step, state }: { step: PlayerStep; state: PlayerState }) {
  if (step.kind === 'reps') {
    return (
      <p className="workout-player__figure">
        {step.repetitions} <span className="workout-player__figure-unit">reps{step.perSide ? ' each side' : ''}</span>
      </p>
    );
  }
  const left = secondsLeft(state);
  return (
    <p className="workout-player__figure">
      <time dateTime={`PT${left}S`}>{formatDuration(left)}</time>
      {step.kind === 'exercise' && step.perSide ? <span className="workout-player__figure-unit"> each side</span> : null}
    </p>
  );
}

/**
 * The workout player (issue 11): one big current step, "Set N of M", what comes next, and large
 * keyboard controls. Driven by the pure reducer in ../model; the clock, the random source and
 * the storage are injected so tests can drive it.
 */
export function WorkoutPlayer({
  workout,
  onComplete,
  completion,
  onExit,
  finish,
  clock = Date.now,
  random = Math.random,
  storage = browserStorage(),
  beep = webAudioBeep,
}: WorkoutPlayerProps) {
  const routine = useMemo(() => workoutOf(workout), [workout]);
  const steps = useMemo(() => (routine ? buildSteps(routine) : []), [routine]);
  // Complete Workout before every step is through asks first; she was running if the question paused her.
  const [endingEarly, setEndingEarly] = useState<{ wasRunning: boolean } | null>(null);
  const reduce = useMemo(() => playerReducer(steps), [steps]);
  const [state, dispatch] = useReducer(reduce, steps, initialPlayerState);
  const key = snapshotKey(workout.contentId);
  const [saved, setSaved] = useState<PlayerState | null>(() =>
    restoreSnapshot(storage?.getItem(key) ?? null, steps, workout.contentId, clock()),
  );
  const [sound, setSound] = useState(() => storage?.getItem(SOUND_KEY) === 'on');
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(state);
  const reported = useRef(false);

  const [arrivedWithNothingToOffer] = useState(saved === null);
  useEffect(() => {
    // On arrival, a saved run that is not offered back (over 12 hours old, or the workout changed) is dropped.
    if (arrivedWithNothingToOffer) storage?.removeItem(key);
  }, [arrivedWithNothingToOffer, storage, key]);

  const active = state.status === 'running';
  useWakeLock(active);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: clock() }), TICK_MS);
    return () => clearInterval(timer);
  }, [active, clock]);

  useEffect(() => {
    const cue = cueBetween(previous.current, state, steps);
    previous.current = state;
    if (cue.announcement) setAnnouncement(cue.announcement);
    if (cue.beep && sound) beep();
  }, [state, steps, sound, beep]);

  const left = secondsLeft(state);
  useEffect(() => {
    if (!storage || saved) return;
    const snapshot = takeSnapshot(state, steps, workout.contentId, clock());
    try {
      if (snapshot) storage.setItem(key, JSON.stringify(snapshot));
      else if (state.status === 'completed') storage.removeItem(key);
    } catch {
      // Storage full or refused: the workout goes on, it just cannot be resumed after a reload.
    }
    // Saved at each step and each second shown, not at every tick.
  }, [state.status, state.index, left, state.completed.length, saved]);

  useEffect(() => {
    if (state.status === 'completed' && !reported.current) {
      reported.current = true;
      const { finished, exercises } = stepsDone(state.completed, steps);
      const timed = state.startedAt !== null && state.finishedAt !== null && state.finishedAt >= state.startedAt;
      onComplete(
        workout.setType,
        timed
          ? {
              startedAt: new Date(state.startedAt!).toISOString(),
              finishedAt: new Date(state.finishedAt!).toISOString(),
              setsDone: finished,
              setsTotal: exercises,
            }
          : undefined,
      );
    }
  }, [state.status, onComplete, workout.setType]);

  const now = () => clock();
  const complete = () => dispatch({ type: 'complete', random: random(), now: now() });
  const askToComplete = () => {
    if (state.status === 'done') return complete();
    const wasRunning = state.status === 'running';
    if (wasRunning) dispatch({ type: 'pause', now: now() });
    setEndingEarly({ wasRunning });
  };
  const keepGoing = () => {
    if (endingEarly?.wasRunning) dispatch({ type: 'resume', now: now() });
    setEndingEarly(null);
  };
  const toggleSound = () => {
    const on = !sound;
    if (on) unlockAudio();
    setSound(on);
    try {
      storage?.setItem(SOUND_KEY, on ? 'on' : 'off');
    } catch {
      // Not remembered; the toggle still works for this workout.
    }
  };

  if (saved && state.status === 'ready') {
    const at = steps[saved.index];
    return (
      <section className="workout-player" aria-labelledby="workout-player-title">
        <h1 id="workout-player-title" className="workout-player__title">
          {workout.title}
        </h1>
        <p className="workout-player__resume-text">
          You were part-way through{at ? `, at ${describeStep(at)}` : ''}. Pick up where you left off?
        </p>
        <div className="workout-player__controls">
          <button
            type="button"
            className="workout-player__button workout-player__button--primary"
            onClick={() => {
              dispatch({ type: 'restore', state: saved });
              dispatch({ type: 'resume', now: now() });
              setSaved(null);
            }}
          >
            Resume
          </button>
          <button
            type="button"
            className="workout-player__button"
            onClick={() => {
              storage?.removeItem(key);
              setSaved(null);
            }}
          >
            Start over
          </button>
        </div>
      </section>
    );
  }

  const done = stepsDone(state.completed, steps);
  if (state.status === 'completed') {
    const time = trainedSeconds(state);
    return (
      <section className="workout-player workout-player--complete" aria-labelledby="workout-player-headline">
        <div className="workout-player__badge" aria-hidden="true">
          ✓
        </div>
        <h1 id="workout-player-headline" className="workout-player__headline" tabIndex={-1} ref={(node) => node?.focus()}>
          {state.headline}
        </h1>
        <p className="workout-player__resume-text" role="status">
          {completionText(completion, workout.title)}
        </p>
        <section className="workout-player__finish" aria-labelledby="workout-player-did">
          <h2 id="workout-player-did" className="workout-player__finish-title">
            What you did
          </h2>
          <dl className="workout-player__stats">
            {time !== null ? (
              <div>
                <dt>Time trained</dt>
                <dd>
                  <time dateTime={`PT${time}S`}>{formatDuration(time)}</time>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>Sets done</dt>
              <dd>{setsText(done.finished, done.exercises)}</dd>
            </div>
          </dl>
        </section>
        {finish}
        <button type="button" className="workout-player__button workout-player__button--primary" onClick={onExit}>
          Done
        </button>
      </section>
    );
  }

  const step = steps[state.index];
  const next = steps[state.index + 1];
  const running = state.status === 'running';
  const inStep = state.status === 'running' || state.status === 'paused';

  return (
    <section className="workout-player" aria-labelledby="workout-player-title">
      <div className="workout-player__top">
        <h1 id="workout-player-title" className="workout-player__title">
          {workout.title}
        </h1>
        <div className="workout-player__top-actions">
          <button type="button" className="workout-player__button workout-player__button--quiet" aria-pressed={sound} onClick={toggleSound}>
            Sound cues {sound ? 'on' : 'off'}
          </button>
          <button type="button" className="workout-player__button workout-player__button--quiet" onClick={onExit}>
            Exit
          </button>
        </div>
      </div>
      <p className="workout-player__live" aria-live="polite">
        {announcement}
      </p>

      {state.status === 'ready' ? (
        <div className="workout-player__stage workout-player__stage--ready">
          {routine ? <WhatIsComing routine={routine} /> : null}
          <button
            type="button"
            className="workout-player__button workout-player__button--primary"
            onClick={() => dispatch({ type: 'start', now: now() })}
          >
            {START_WORKOUT_LABEL}
          </button>
        </div>
      ) : null}

      {inStep && step ? (
        <div className={`workout-player__stage workout-player__stage--${step.kind}`}>
          {step.setLabel ? <p className="workout-player__set">{step.setLabel}</p> : null}
          <p className="workout-player__group">
            {step.groupTitle} · Step {state.index + 1} of {steps.length}
          </p>
          <div className="workout-player__progress" aria-hidden="true">
            <span style={{ width: `${Math.round(((state.index + 1) / steps.length) * 100)}%` }} />
          </div>
          <h2 className="workout-player__step">{step.title}</h2>
          <StepImage step={step} next={next} />
          <StepFigure step={step} state={state} />
          {state.status === 'paused' ? <p className="workout-player__paused">Paused</p> : null}
          <p className="workout-player__next">{next ? `Next up: ${describeStep(next)}` : 'Last step'}</p>
        </div>
      ) : null}

      {state.status === 'done' ? (
        <div className="workout-player__stage">
          <h2 className="workout-player__step">All done</h2>
          <p className="workout-player__next">Every step is through. Complete Workout to mark it done.</p>
        </div>
      ) : null}

      {state.status !== 'ready' ? (
        <div className="workout-player__controls" role="group" aria-label="Workout controls">
          <button type="button" className="workout-player__button" onClick={() => dispatch({ type: 'skipBack', now: now() })}>
            Back
          </button>
          {inStep ? (
            <button
              type="button"
              className="workout-player__button"
              onClick={() => dispatch({ type: running ? 'pause' : 'resume', now: now() })}
            >
              {running ? 'Pause' : 'Resume'}
            </button>
          ) : null}
          {inStep && step?.kind === 'reps' ? (
            <button
              type="button"
              className="workout-player__button workout-player__button--primary"
              onClick={() => dispatch({ type: 'done', now: now() })}
            >
              Done
            </button>
          ) : null}
          {inStep && step?.kind === 'rest' ? (
            <>
              <button
                type="button"
                className="workout-player__button"
                aria-label={`Rest ${REST_ADJUST_SECONDS} seconds less`}
                onClick={() => dispatch({ type: 'adjustRest', seconds: -REST_ADJUST_SECONDS, now: now() })}
              >
                −{REST_ADJUST_SECONDS} s
              </button>
              <button
                type="button"
                className="workout-player__button"
                aria-label={`Rest ${REST_ADJUST_SECONDS} seconds more`}
                onClick={() => dispatch({ type: 'adjustRest', seconds: REST_ADJUST_SECONDS, now: now() })}
              >
                +{REST_ADJUST_SECONDS} s
              </button>
            </>
          ) : null}
          {inStep ? (
            <button type="button" className="workout-player__button" onClick={() => dispatch({ type: 'skipForward', now: now() })}>
              Skip
            </button>
          ) : null}
          <button type="button" className="workout-player__button workout-player__button--complete" onClick={askToComplete}>
            {COMPLETE_WORKOUT_LABEL}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={endingEarly !== null}
        title="Record this workout as complete?"
        confirmLabel="Record as complete"
        cancelLabel="Keep going"
        alternative={{ label: 'Don’t record', onPress: onExit }}
        onConfirm={() => {
          setEndingEarly(null);
          complete();
        }}
        onCancel={keepGoing}
      >
        <p>
          You have done {setsOfText(done.finished, done.exercises)}. Record it as complete, or leave without recording it (your place is
          kept for later).
        </p>
      </ConfirmDialog>
    </section>
  );
}
