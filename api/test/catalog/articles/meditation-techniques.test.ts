import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../src/catalog/random.ts';
import {
  CLOSING_SILENCE_SECONDS,
  meditationDurationSeconds,
  sessionOpening,
  speakingSeconds,
  spokenNumber,
  stepScript,
  type Step,
  type StepContext,
} from '../../../src/catalog/articles/meditation-techniques.ts';
import { sessionScript, type MeditationSession } from '../../../src/catalog/articles/meditations.ts';

const context = (overrides: Partial<StepContext> = {}): StepContext => ({ position: 'seated', random: createRandom('test'), safeInPregnancy: false, ...overrides });

describe('speakingSeconds: 150 words a minute, rounded up', () => {
  it.each([
    ['Breathe in.', 1],
    ['In, hold, out, hold.', 2],
    ['one two three four five six', 3],
    ['a b c d e f g h i j k l m n o p q r s t u v w x y', 10],
  ])('%s -> %i s', (text, seconds) => {
    expect(speakingSeconds(text)).toBe(seconds);
  });
});

describe('meditationDurationSeconds', () => {
  it.each([
    [[], CLOSING_SILENCE_SECONDS],
    [[{ atSecond: 0, text: 'a' }], CLOSING_SILENCE_SECONDS],
    [[{ atSecond: 0, text: 'a' }, { atSecond: 150, text: 'b' }], 150 + CLOSING_SILENCE_SECONDS],
  ])('%j', (script, seconds) => {
    expect(meditationDurationSeconds(script)).toBe(seconds);
  });
});

describe('technique timings', () => {
  it.each<[Step, number]>([
    // the 28-word intro spoken (12 s) and a 2 s pause, then 16 s a round, then 15 s to let go
    [{ technique: 'box', rounds: 4 }, 14 + 4 * 16 + 15],
    [{ technique: 'sighing', rounds: 5 }, 14 + 5 * 12 + 15],
    [{ technique: 'longer-exhale', inhale: 4, exhale: 6, breaths: 3 }, 12 + 3 * 10],
    [{ technique: 'counting', seconds: 300 }, 300],
    [{ technique: 'body-scan', scan: 'quick', secondsPerRegion: 20 }, 11 + 9 * 20],
  ])('%j lasts %i s', (step, seconds) => {
    expect(stepScript(step, context()).seconds).toBe(seconds);
  });

  it('paces box breathing at four seconds a phase', () => {
    const cues = stepScript({ technique: 'box', rounds: 2 }, context()).cues;
    const phases = cues.slice(1, 9).map((cue) => cue.atSecond);
    expect(phases.slice(1).map((at, index) => at - phases[index]!)).toEqual([4, 4, 4, 4, 4, 4, 4]);
  });

  it('paces 4-7-8 as 4, 7 and 8 seconds', () => {
    const cues = stepScript({ technique: '4-7-8', cycles: 2 }, context()).cues;
    const times = cues.slice(1, 7).map((cue) => cue.atSecond);
    expect(times.slice(1).map((at, index) => at - times[index]!)).toEqual([4, 7, 8, 4, 7]);
  });

  it.each([0, 5])('refuses %i cycles of 4-7-8 (1 to 4 while learning)', (cycles) => {
    expect(() => stepScript({ technique: '4-7-8', cycles }, context())).toThrow(/1 to 4/);
  });

  it('leaves the belly out of muscle relaxation in pregnancy', () => {
    expect(() => stepScript({ technique: 'pmr', groups: 'full' }, context({ safeInPregnancy: true }))).toThrow(/gentle/);
    const gentle = stepScript({ technique: 'pmr', groups: 'gentle' }, context({ safeInPregnancy: true }));
    expect(gentle.cues.some((cue) => /stomach/i.test(cue.text))).toBe(false);
    const full = stepScript({ technique: 'pmr', groups: 'full' }, context());
    expect(full.cues.some((cue) => /stomach/i.test(cue.text))).toBe(true);
  });

  it('reminds at least once a minute in a long silent stretch', () => {
    const { cues } = stepScript({ technique: 'open-awareness', seconds: 300 }, context());
    const times = [...cues.map((cue) => cue.atSecond), 300];
    expect(Math.max(...times.slice(1).map((at, index) => at - times[index]!))).toBeLessThanOrEqual(60);
  });
});

describe('sessionScript rules', () => {
  const base: MeditationSession = {
    title: 'Test session',
    author: 'hannah-lee',
    position: 'seated',
    safeInPregnancy: false,
    tags: [],
    summary: 'A test.',
    intro: 'A test.',
    steps: [{ technique: 'arrive', seconds: 30 }, { technique: 'counting', seconds: 120 }, { technique: 'close', ending: 'awake' }],
  };

  it('lays steps end to end', () => {
    const script = sessionScript(base);
    expect(script[0]!.atSecond).toBe(0);
    expect(script.find((cue) => cue.text.startsWith('Now count your breaths'))!.atSecond).toBe(30);
    expect(script.find((cue) => cue.text.startsWith('Let go of any technique'))!.atSecond).toBe(150);
  });

  it.each<[string, Partial<MeditationSession>, RegExp]>([
    ['breath holds in pregnancy', { safeInPregnancy: true, steps: [{ technique: 'arrive', seconds: 30 }, { technique: 'box', rounds: 6 }, { technique: 'close', ending: 'awake' }] }, /holds the breath/],
    ['lying on the back in pregnancy', { safeInPregnancy: true, position: 'lying' }, /back/],
    ['a session that does not close', { steps: [{ technique: 'arrive', seconds: 30 }, { technique: 'counting', seconds: 300 }] }, /ends with close/],
    ['under three minutes', { steps: [{ technique: 'arrive', seconds: 30 }, { technique: 'close', ending: 'awake' }] }, /outside 3 to 20 minutes/],
    ['over twenty minutes', { steps: [{ technique: 'arrive', seconds: 30 }, { technique: 'counting', seconds: 1200 }, { technique: 'close', ending: 'awake' }] }, /outside 3 to 20 minutes/],
  ])('refuses %s', (_name, overrides, message) => {
    expect(() => sessionScript({ ...base, ...overrides })).toThrow(message);
  });
});

describe('sessionOpening: what the session is, in its first cue', () => {
  const arrive: Step = { technique: 'arrive', seconds: 30 };
  it.each<[Step[], number, string]>([
    [
      [arrive, { technique: '4-7-8', cycles: 4 }, { technique: 'countdown', from: 30, seconds: 180 }, { technique: 'close', ending: 'sleep' }],
      10,
      'Welcome. For the next ten minutes we will breathe in for four, hold for seven and breathe out for eight, four times, then count your out-breaths down from thirty, and then let you drift towards sleep.',
    ],
    [[arrive, { technique: 'box', rounds: 1 }, { technique: 'close', ending: 'awake' }], 1, 'Welcome. For the next minute we will breathe in a square, in, hold, out and hold for four counts each, one round.'],
    [
      [arrive, { technique: 'body-scan', scan: 'pregnancy', secondsPerRegion: 30 }, { technique: 'gratitude', prompts: 1, secondsPerPrompt: 40 }, { technique: 'close', ending: 'awake' }],
      6,
      'Welcome. For the next six minutes we will scan your body gently, with your baby, then bring to mind one thing you are grateful for.',
    ],
  ])('%j', (steps, minutes, opening) => {
    expect(sessionOpening(steps, minutes)).toBe(opening);
  });

  it('says the opening, then the posture, and gives them the time they take', () => {
    const opening = sessionOpening([{ technique: 'sighing', rounds: 5 }], 3);
    const { cues, seconds } = stepScript({ technique: 'arrive', seconds: 10 }, context({ opening }));
    expect(cues[0]).toEqual({ atSecond: 0, text: opening });
    expect(cues[1]!.text).toMatch(/^Find a comfortable seat/);
    expect(cues[1]!.atSecond).toBeGreaterThanOrEqual(speakingSeconds(opening));
    expect(seconds).toBeGreaterThanOrEqual(cues[1]!.atSecond + speakingSeconds(cues[1]!.text));
  });
});

describe('spokenNumber', () => {
  it.each([
    [0, 'zero'],
    [4, 'four'],
    [13, 'thirteen'],
    [20, 'twenty'],
    [30, 'thirty'],
    [45, 'forty-five'],
    [99, 'ninety-nine'],
  ])('%i -> %s', (value, text) => {
    expect(spokenNumber(value)).toBe(text);
  });

  it.each([-1, 100, 2.5])('refuses %s', (value) => {
    expect(() => spokenNumber(value)).toThrow(/no spoken form/);
  });
});
