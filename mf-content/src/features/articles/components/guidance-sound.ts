import type { BreathSegment, GuidanceSchedule } from '../model/guidance-schedule.ts';

/**
 * A meditation's sounds, made with the Web Audio API (oscillators under gain envelopes: no audio
 * files): a soft bell between the parts of the practice and a breathing tone that rises as she
 * breathes in and falls as she breathes out (silent while she holds). Everything from the present
 * second to the end is scheduled on the audio clock at once, so it keeps time even when the page's
 * timers are slowed (a locked screen); the context stays running, with a silent source, while
 * the session plays, and is suspended when it pauses.
 */
export interface GuidanceSound {
  /** Starts (or restarts) the sounds from this second of the session. */
  play(schedule: GuidanceSchedule, fromSecond: number): void;
  /** Stops every scheduled sound and suspends the context. */
  pause(): void;
  /** The level of every sound: 0 to 1, or nothing while muted. */
  setLevel(volume: number, muted: boolean): void;
  close(): void;
}

type AudioContextConstructor = typeof AudioContext;

function audioContextClass(): AudioContextConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
}

/** A bell: a few sine partials at a bell's ratios, struck and left to ring out. */
const BELL_HZ = 528;
const BELL_PARTIALS: readonly [ratio: number, level: number][] = [
  [1, 0.22],
  [2, 0.08],
  [2.76, 0.06],
  [5.4, 0.02],
];
const BELL_RING_SECONDS = 4;

/** The breathing tone: low, quiet, a fifth between empty and full lungs. */
const BREATH_LOW_HZ = 196;
const BREATH_HIGH_HZ = 294;
const BREATH_LEVEL = 0.07;
/** A silent source keeps the audio graph running between sounds. */
const SILENCE = 0;
/** How far ahead of "now" the first scheduled sound may be placed. */
const LEAD_SECONDS = 0.05;

/** null where the browser has no Web Audio. Call it from the tap that starts the session (browsers start audio only then). */
export function createGuidanceSound(): GuidanceSound | null {
  const AudioContextClass = audioContextClass();
  if (!AudioContextClass) return null;
  const context = new AudioContextClass();
  const master = context.createGain();
  master.connect(context.destination);
  let sources: AudioScheduledSourceNode[] = [];

  const track = <T extends AudioScheduledSourceNode>(node: T) => {
    sources.push(node);
    return node;
  };

  function bell(at: number) {
    for (const [ratio, level] of BELL_PARTIALS) {
      const oscillator = track(context.createOscillator());
      const envelope = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = BELL_HZ * ratio;
      envelope.gain.setValueAtTime(0, at);
      envelope.gain.linearRampToValueAtTime(level, at + 0.01);
      envelope.gain.exponentialRampToValueAtTime(0.0001, at + BELL_RING_SECONDS / ratio);
      oscillator.connect(envelope).connect(master);
      oscillator.start(at);
      oscillator.stop(at + BELL_RING_SECONDS);
    }
  }

  function breath(at: number, segment: BreathSegment) {
    if (segment.part !== 'in' && segment.part !== 'out') return;
    const end = at + segment.seconds;
    const rising = segment.part === 'in';
    const oscillator = track(context.createOscillator());
    const envelope = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(rising ? BREATH_LOW_HZ : BREATH_HIGH_HZ, at);
    oscillator.frequency.linearRampToValueAtTime(rising ? BREATH_HIGH_HZ : BREATH_LOW_HZ, end);
    envelope.gain.setValueAtTime(0, at);
    envelope.gain.linearRampToValueAtTime(BREATH_LEVEL, at + Math.min(0.8, segment.seconds / 3));
    envelope.gain.setValueAtTime(BREATH_LEVEL, end - Math.min(0.8, segment.seconds / 3));
    envelope.gain.linearRampToValueAtTime(0, end);
    oscillator.connect(envelope).connect(master);
    oscillator.start(at);
    oscillator.stop(end);
  }

  function clear() {
    for (const source of sources) {
      try {
        source.stop();
      } catch {
        // Never started, or already stopped.
      }
      source.disconnect();
    }
    sources = [];
  }

  return {
    play(schedule, fromSecond) {
      clear();
      if (context.state === 'suspended') void context.resume();
      const zero = context.currentTime + LEAD_SECONDS - fromSecond;
      const keepAlive = track(context.createConstantSource());
      keepAlive.offset.value = SILENCE;
      keepAlive.connect(master);
      keepAlive.start();
      for (const at of schedule.bells) if (at > fromSecond) bell(zero + at);
      for (const segment of schedule.breaths) if (segment.atSecond >= fromSecond) breath(zero + segment.atSecond, segment);
    },
    pause() {
      clear();
      if (context.state === 'running') void context.suspend();
    },
    setLevel(volume, muted) {
      master.gain.cancelScheduledValues(0);
      master.gain.value = muted ? 0 : Math.min(1, Math.max(0, volume));
    },
    close() {
      clear();
      void context.close();
    },
  };
}
