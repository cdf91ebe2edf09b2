import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { formatDuration } from '@app/shared/planner/duration';
import { breathAt, guidanceSchedule } from '../model/guidance-schedule.ts';
import { currentCueIndex, initialMeditation, meditationReducer, remainingLabel, type MeditationCue } from '../model/meditation-session.ts';
import { BreathPacer } from './breath-pacer.tsx';
import { useGuidance } from './use-guidance.ts';

/** How often the clock is read while playing: often enough for the pacer's count. */
const TICK_MS = 250;
const DEFAULT_VOLUME = 0.8;

/**
 * A guided meditation she can hear: the cues spoken at their times, a bell between the parts, a
 * breathing tone and a visual pacer, against a clock she can pause and resume, with mute and
 * volume. The clock is the time played, read from Date.now() (resumed from where it paused).
 */
export function MeditationPlayer({
  cues,
  durationSeconds,
  title,
}: {
  cues: readonly MeditationCue[];
  durationSeconds: number;
  title: string;
}) {
  const [state, dispatch] = useReducer(meditationReducer, durationSeconds, initialMeditation);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const schedule = useMemo(() => guidanceSchedule(cues, durationSeconds), [cues, durationSeconds]);
  const playing = state.status === 'playing';
  const seconds = Math.floor(state.elapsedSeconds);
  const cueIndex = currentCueIndex(cues, seconds);
  const cue = cues[cueIndex];

  const guidance = useGuidance(schedule, state, { title, muted, volume, onPlay: () => play(), onPause: () => pause() });
  const play = () => {
    guidance.unlock();
    dispatch({ type: 'play' });
  };
  const pause = () => dispatch({ type: 'pause' });

  // The time played: from the moment it (re)started, less what was played before.
  const elapsed = useRef(state.elapsedSeconds);
  elapsed.current = state.elapsedSeconds;
  useEffect(() => {
    if (!playing) return undefined;
    const origin = Date.now() - elapsed.current * 1000;
    const timer = window.setInterval(() => dispatch({ type: 'tick', elapsedSeconds: (Date.now() - origin) / 1000 }), TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  const label = playing ? 'Pause' : state.status === 'paused' ? 'Resume' : state.status === 'finished' ? 'Start again' : 'Start meditation';
  const statusText = { ready: 'Ready when you are', playing: 'Playing', paused: 'Paused', finished: 'Session complete' }[state.status];

  return (
    <section className="meditation" aria-labelledby="meditation-title">
      <h2 id="meditation-title" className="visually-hidden">
        Guided session: {title}
      </h2>
      <div className="meditation__clock">
        <span className="meditation__status">{statusText}</span>
        <span
          className="meditation__time"
          role="timer"
          aria-label={`${formatDuration(seconds)} of ${formatDuration(state.durationSeconds)}, ${remainingLabel(state)}`}
        >
          {formatDuration(seconds)} <span aria-hidden="true">/ {formatDuration(state.durationSeconds)}</span>
        </span>
      </div>
      <progress className="meditation__progress" max={state.durationSeconds} value={seconds} aria-label="Session progress" />
      <div className="meditation__stage">
        <p className="meditation__cue" aria-live="polite" data-testid="meditation-cue">
          {state.status === 'finished' ? 'Well done. Take a moment before you get up.' : (cue?.text ?? '')}
        </p>
        <BreathPacer breath={playing ? breathAt(schedule, state.elapsedSeconds) : null} playing={playing} />
      </div>
      <div className="meditation__controls">
        <button type="button" className="button button--primary" onClick={playing ? pause : play}>
          {label}
        </button>
        {state.status === 'paused' ? (
          <button type="button" className="button button--ghost" onClick={() => dispatch({ type: 'restart' })}>
            Restart
          </button>
        ) : null}
        <button type="button" className="button button--ghost" aria-pressed={muted} onClick={() => setMuted(!muted)}>
          Mute guidance
        </button>
        <label className="meditation__volume">
          Volume
          <input
            type="range"
            min={0}
            max={100}
            step={5}
            value={Math.round(volume * 100)}
            disabled={muted}
            onChange={(event) => setVolume(Number(event.target.value) / 100)}
          />
        </label>
      </div>
      <details className="meditation__script">
        <summary>The whole script</summary>
        <ol>
          {cues.map((item, index) => (
            <li key={`${item.atSecond}-${index}`} aria-current={index === cueIndex && state.status !== 'ready' ? 'step' : undefined}>
              <span className="meditation__at">{formatDuration(item.atSecond)}</span> {item.text}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
