import type { BreathPace, MeditationCue } from '@app/shared/api-contract/application-search';

/**
 * What a guided meditation plays, and when, as a pure function of its script: each cue spoken as
 * it starts, a soft bell as each part of the practice after the first begins and at the end, and
 * the paced breaths (in, hold, out, hold empty) the breathing parts hold. The player schedules
 * the sounds from it and the visual pacer reads the breath in effect at each moment.
 */
export type BreathPart = 'in' | 'hold' | 'out' | 'hold-empty';

export interface BreathSegment {
  atSecond: number;
  part: BreathPart;
  seconds: number;
}

export interface GuidanceSchedule {
  durationSeconds: number;
  /** The cues to say, in time order (index: the cue's place in the script). */
  speech: { atSecond: number; text: string; index: number }[];
  /** Seconds at which a bell sounds. */
  bells: number[];
  /** Every paced breath's parts, in time order. */
  breaths: BreathSegment[];
}

/** One breath of a pace, part by part (a part of 0 seconds is left out). */
export function breathParts(pace: Pick<BreathPace, 'inhale' | 'hold' | 'exhale' | 'holdEmpty'>): { part: BreathPart; seconds: number }[] {
  const parts: { part: BreathPart; seconds: number }[] = [
    { part: 'in', seconds: pace.inhale },
    { part: 'hold', seconds: pace.hold },
    { part: 'out', seconds: pace.exhale },
    { part: 'hold-empty', seconds: pace.holdEmpty },
  ];
  return parts.filter((entry) => entry.seconds > 0);
}

export function guidanceSchedule(cues: readonly MeditationCue[], durationSeconds: number): GuidanceSchedule {
  const ordered = cues.map((cue, index) => ({ ...cue, index })).sort((a, b) => a.atSecond - b.atSecond || a.index - b.index);
  const speech = ordered.map(({ atSecond, text, index }) => ({ atSecond, text, index }));
  const phaseStarts = ordered.filter((cue) => cue.phase && cue.atSecond > 0).map((cue) => cue.atSecond);
  const bells = [...new Set([...phaseStarts, durationSeconds])].filter((at) => at <= durationSeconds);
  const breaths: BreathSegment[] = [];
  for (const cue of ordered) {
    if (!cue.pace) continue;
    // A pace runs its breaths, or until the next part of the practice or the end, whichever is first.
    const stop = Math.min(durationSeconds, ...phaseStarts.filter((at) => at > cue.atSecond));
    let at = cue.atSecond;
    for (let breath = 0; breath < cue.pace.breaths; breath += 1) {
      for (const { part, seconds } of breathParts(cue.pace)) {
        if (at + seconds > stop) break;
        breaths.push({ atSecond: at, part, seconds });
        at += seconds;
      }
    }
  }
  return { durationSeconds, speech, bells, breaths };
}

/** The breath in effect at a moment (seconds, fractions allowed), with how far through it is; null outside paced breathing. */
export function breathAt(
  schedule: GuidanceSchedule,
  elapsedSeconds: number,
): (BreathSegment & { progress: number; secondsLeft: number }) | null {
  const segment = schedule.breaths.find((entry) => entry.atSecond <= elapsedSeconds && elapsedSeconds < entry.atSecond + entry.seconds);
  if (!segment) return null;
  const into = elapsedSeconds - segment.atSecond;
  return { ...segment, progress: into / segment.seconds, secondsLeft: Math.ceil(segment.seconds - into) };
}

/** What the pacer says for a part of a breath. */
export const BREATH_PART_LABELS: Record<BreathPart, string> = {
  in: 'Breathe in',
  hold: 'Hold',
  out: 'Breathe out',
  'hold-empty': 'Hold',
};

/** The cue to say at this second: the last one started, once its second has come (null before the first). */
export function cueToSay(schedule: GuidanceSchedule, elapsedSeconds: number): GuidanceSchedule['speech'][number] | null {
  let found: GuidanceSchedule['speech'][number] | null = null;
  for (const entry of schedule.speech) if (entry.atSecond <= elapsedSeconds) found = entry;
  return found;
}
