import { useEffect, useRef } from 'react';
import { cueToSay, type GuidanceSchedule } from '../model/guidance-schedule.ts';
import type { MeditationState } from '../model/meditation-session.ts';
import { createGuidanceSound, type GuidanceSound } from './guidance-sound.ts';

/** A calm teaching voice: a little slower than the browser's default. */
const SPEAKING_RATE = 0.9;

const speech = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
    ? window.speechSynthesis
    : null;

const mediaSession = (): MediaSession | null =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

export interface GuidanceOptions {
  title: string;
  muted: boolean;
  /** 0 to 1. */
  volume: number;
  /** The lock screen's and headset's play and pause (Media Session). */
  onPlay: () => void;
  onPause: () => void;
}

/**
 * The sound of a guided meditation while it plays: each cue spoken as it starts (the browser's
 * speechSynthesis), the bells and the breathing tone (guidance-sound.ts), all silenced by mute and
 * set by the volume; and, where the browser has the Media Session API, the session named on the
 * lock screen with its play and pause. `unlock` must be called from the tap that starts it.
 */
export function useGuidance(schedule: GuidanceSchedule, state: MeditationState, options: GuidanceOptions): { unlock: () => void } {
  const sound = useRef<GuidanceSound | null>(null);
  const spoken = useRef(-1);
  const { title, muted, volume, onPlay, onPause } = options;
  const playing = state.status === 'playing';
  const said = playing ? cueToSay(schedule, state.elapsedSeconds) : null;
  // The second the sounds were last scheduled from; read when the session (re)starts.
  const elapsed = useRef(state.elapsedSeconds);
  elapsed.current = state.elapsedSeconds;

  // Bells and breaths: scheduled from the present second each time the session starts or resumes.
  useEffect(() => {
    if (!playing) {
      sound.current?.pause();
      return;
    }
    sound.current?.play(schedule, elapsed.current);
  }, [playing, schedule]);

  useEffect(() => sound.current?.setLevel(volume, muted), [volume, muted, playing]);

  // The voice: each cue once as it starts; a pause, the end or mute silence it.
  useEffect(() => {
    const voice = speech();
    if (!voice) return;
    if (!said || muted) {
      voice.cancel();
      if (!said) spoken.current = -1;
      return;
    }
    if (spoken.current === said.index) return;
    spoken.current = said.index;
    voice.cancel();
    const utterance = new SpeechSynthesisUtterance(said.text);
    utterance.rate = SPEAKING_RATE;
    utterance.volume = volume;
    voice.speak(utterance);
  }, [said, muted, volume]);

  // The lock screen: what is playing, and its play and pause.
  const handlers = useRef({ onPlay, onPause });
  handlers.current = { onPlay, onPause };
  useEffect(() => {
    const session = mediaSession();
    if (!session) return undefined;
    if (typeof MediaMetadata !== 'undefined')
      session.metadata = new MediaMetadata({ title, artist: 'Kindred', album: 'Guided meditation' });
    const actions: [MediaSessionAction, () => void][] = [
      ['play', () => handlers.current.onPlay()],
      ['pause', () => handlers.current.onPause()],
      ['stop', () => handlers.current.onPause()],
    ];
    for (const [action, handler] of actions) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      for (const [action] of actions) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
      session.metadata = null;
    };
  }, [title]);

  useEffect(() => {
    const session = mediaSession();
    if (session) session.playbackState = playing ? 'playing' : state.status === 'paused' ? 'paused' : 'none';
  }, [playing, state.status]);

  // Leaving the page ends every sound.
  useEffect(
    () => () => {
      speech()?.cancel();
      sound.current?.close();
      sound.current = null;
    },
    [],
  );

  return {
    unlock() {
      sound.current ??= createGuidanceSound();
      sound.current?.setLevel(volume, muted);
    },
  };
}
