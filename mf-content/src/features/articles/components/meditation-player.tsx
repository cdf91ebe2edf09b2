import { useEffect, useReducer, useRef, useState } from 'react';
import { formatDuration } from '@app/shared/planner/duration';
import { currentCueIndex, initialMeditation, meditationReducer, remainingLabel, type MeditationCue } from '../model/meditation-session.ts';

const TICK_MS = 1000;

const speechAvailable = () => typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';

/** A guided meditation: its script cue by cue against a clock the member can pause and resume. */
export function MeditationPlayer({ cues, durationSeconds, title }: { cues: readonly MeditationCue[]; durationSeconds: number; title: string }) {
  const [state, dispatch] = useReducer(meditationReducer, durationSeconds, initialMeditation);
  const [readAloud, setReadAloud] = useState(false);
  const cueIndex = currentCueIndex(cues, state.elapsedSeconds);
  const cue = cues[cueIndex];
  const spokenCue = useRef(-1);

  useEffect(() => {
    if (state.status !== 'playing') return undefined;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), TICK_MS);
    return () => window.clearInterval(timer);
  }, [state.status]);

  // The bonus voice: each cue read once as it starts; a pause silences it.
  useEffect(() => {
    if (!readAloud || !speechAvailable()) return;
    if (state.status !== 'playing') {
      window.speechSynthesis.cancel();
      spokenCue.current = -1;
      return;
    }
    if (cue && spokenCue.current !== cueIndex) {
      spokenCue.current = cueIndex;
      window.speechSynthesis.speak(new SpeechSynthesisUtterance(cue.text));
    }
  }, [readAloud, state.status, cue, cueIndex]);

  useEffect(() => () => {
    if (speechAvailable()) window.speechSynthesis.cancel();
  }, []);

  const playing = state.status === 'playing';
  const label = playing ? 'Pause' : state.status === 'paused' ? 'Resume' : state.status === 'finished' ? 'Start again' : 'Start meditation';
  const statusText = { ready: 'Ready when you are', playing: 'Playing', paused: 'Paused', finished: 'Session complete' }[state.status];

  return (
    <section className="meditation" aria-labelledby="meditation-title">
      <h2 id="meditation-title" className="visually-hidden">
        Guided session: {title}
      </h2>
      <div className="meditation__clock">
        <span className="meditation__status">{statusText}</span>
        <span className="meditation__time" role="timer" aria-label={`${formatDuration(state.elapsedSeconds)} of ${formatDuration(state.durationSeconds)}, ${remainingLabel(state)}`}>
          {formatDuration(state.elapsedSeconds)} <span aria-hidden="true">/ {formatDuration(state.durationSeconds)}</span>
        </span>
      </div>
      <progress className="meditation__progress" max={state.durationSeconds} value={state.elapsedSeconds} aria-label="Session progress" />
      <p className="meditation__cue" aria-live="polite" data-testid="meditation-cue">
        {state.status === 'finished' ? 'Well done. Take a moment before you get up.' : (cue?.text ?? '')}
      </p>
      <div className="meditation__controls">
        <button type="button" className="button button--primary" onClick={() => dispatch({ type: playing ? 'pause' : 'play' })}>
          {label}
        </button>
        {state.status === 'paused' ? (
          <button type="button" className="button button--ghost" onClick={() => dispatch({ type: 'restart' })}>
            Restart
          </button>
        ) : null}
        {speechAvailable() ? (
          <label className="meditation__voice">
            <input type="checkbox" checked={readAloud} onChange={(event) => setReadAloud(event.target.checked)} /> Read the cues aloud
          </label>
        ) : null}
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
