import { describe, expect, it } from 'vitest';
import type { MeditationCue } from '@app/shared/api-contract/application-search';
import { breathAt, breathParts, cueToSay, guidanceSchedule } from './guidance-schedule.ts';

/** A short session as the catalog writes one: an opening, box breathing for two rounds, a close. */
const BOX: MeditationCue[] = [
  { atSecond: 0, text: 'Welcome. For the next minute we will breathe in a square.', phase: 'arrive' },
  { atSecond: 10, text: 'Now we will breathe in a square.', phase: 'box' },
  {
    atSecond: 14,
    text: 'Breathe in through your nose, two, three, four.',
    pace: { inhale: 4, hold: 4, exhale: 4, holdEmpty: 4, breaths: 2 },
  },
  { atSecond: 18, text: 'Hold gently, two, three, four.' },
  { atSecond: 46, text: 'Let go of any technique now.', phase: 'close' },
];

describe('breathParts', () => {
  it.each([
    [{ inhale: 4, hold: 4, exhale: 4, holdEmpty: 4 }, ['in 4', 'hold 4', 'out 4', 'hold-empty 4']],
    [{ inhale: 4, hold: 7, exhale: 8, holdEmpty: 0 }, ['in 4', 'hold 7', 'out 8']],
    [{ inhale: 4, hold: 0, exhale: 6, holdEmpty: 0 }, ['in 4', 'out 6']],
  ])('%j -> %j', (pace, parts) => {
    expect(breathParts(pace).map(({ part, seconds }) => `${part} ${seconds}`)).toEqual(parts);
  });
});

describe('guidanceSchedule', () => {
  const schedule = guidanceSchedule(BOX, 60);

  it('says every cue at its second, in order', () => {
    expect(schedule.speech.map((entry) => [entry.atSecond, entry.index])).toEqual([
      [0, 0],
      [10, 1],
      [14, 2],
      [18, 3],
      [46, 4],
    ]);
  });

  it('rings a bell as each part after the first begins, and at the end', () => {
    expect(schedule.bells).toEqual([10, 46, 60]);
  });

  it('lays the paced breaths end to end from the cue that starts them', () => {
    expect(schedule.breaths.map(({ atSecond, part, seconds }) => `${atSecond} ${part} ${seconds}`)).toEqual([
      '14 in 4',
      '18 hold 4',
      '22 out 4',
      '26 hold-empty 4',
      '30 in 4',
      '34 hold 4',
      '38 out 4',
      '42 hold-empty 4',
    ]);
  });

  it.each<[string, MeditationCue[], number, string[]]>([
    [
      'stops a pace at the next part of the practice',
      [
        { atSecond: 0, text: 'a', phase: 'longer-exhale', pace: { inhale: 4, hold: 0, exhale: 6, holdEmpty: 0, breaths: 5 } },
        { atSecond: 25, text: 'b', phase: 'close' },
      ],
      60,
      ['0 in 4', '4 out 6', '10 in 4', '14 out 6', '20 in 4'],
    ],
    [
      'stops a pace at the end',
      [{ atSecond: 0, text: 'a', pace: { inhale: 4, hold: 7, exhale: 8, holdEmpty: 0, breaths: 4 } }],
      20,
      ['0 in 4', '4 hold 7', '11 out 8'],
    ],
    ['no pace, no breaths', [{ atSecond: 0, text: 'a', phase: 'counting' }], 60, []],
  ])('%s', (_case, cues, duration, breaths) => {
    expect(guidanceSchedule(cues, duration).breaths.map(({ atSecond, part, seconds }) => `${atSecond} ${part} ${seconds}`)).toEqual(
      breaths,
    );
  });

  it('orders cues by time whatever order they come in', () => {
    const shuffled = [BOX[3]!, BOX[0]!, BOX[4]!, BOX[1]!, BOX[2]!];
    expect(guidanceSchedule(shuffled, 60).speech.map((entry) => entry.atSecond)).toEqual([0, 10, 14, 18, 46]);
  });
});

describe('breathAt', () => {
  const schedule = guidanceSchedule(BOX, 60);
  it.each<[number, string | null]>([
    [0, null],
    [13.9, null],
    [14, 'in 0 4'],
    [16, 'in 0.5 2'],
    [18, 'hold 0 4'],
    [25.5, 'out 0.875 1'],
    [41, 'out 0.75 1'],
    [43, 'hold-empty 0.25 3'],
    [46, null],
  ])('at %s s: %s', (second, expected) => {
    const breath = breathAt(schedule, second);
    expect(breath ? `${breath.part} ${breath.progress} ${breath.secondsLeft}` : null).toBe(expected);
  });
});

describe('cueToSay', () => {
  const schedule = guidanceSchedule(BOX, 60);
  it.each<[number, number | null]>([
    [0, 0],
    [9.9, 0],
    [10, 1],
    [17, 2],
    [59, 4],
  ])('at %s s: cue %s', (second, index) => {
    expect(cueToSay(schedule, second)?.index ?? null).toBe(index);
  });
  it('says nothing before a script that starts late', () => {
    expect(cueToSay(guidanceSchedule([{ atSecond: 5, text: 'x' }], 30), 2)).toBeNull();
  });
});
