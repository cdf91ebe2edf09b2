import { describe, expect, it } from 'vitest';
import {
  keptLine,
  pausedLine,
  replacedLine,
  resumedLine,
  shortList,
  stageNoticeHeading,
  stageProgramLine,
  startNeedsChoice,
  unsuitedReason,
} from './stage-copy.ts';

describe('what she reads about her stage and her plan', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['Step-Back Burpee'], 'Step-Back Burpee'],
    [['Step-Back Burpee', 'Happy Baby'], 'Step-Back Burpee and Happy Baby'],
    [['A', 'B', 'C'], 'A, B and C'],
    [['A', 'B', 'C', 'D', 'E'], 'A, B, C and 2 more'],
  ])('moves %j read "%s"', (moves, text) => {
    expect(shortList(moves)).toBe(text);
  });

  it.each<[string, Parameters<typeof unsuitedReason>[0], string]>([
    [
      'one move',
      { stage: 'trimester3', unsafeMoves: ['Step-Back Burpee'], writtenForPregnancy: false },
      'Step-Back Burpee is not advised in your third trimester',
    ],
    [
      'two moves',
      { stage: 'trimester1', unsafeMoves: ['Squat Jump', 'Crunch'], writtenForPregnancy: false },
      'Squat Jump and Crunch are not advised in your first trimester',
    ],
    [
      'written for pregnancy, after the birth',
      { stage: 'postpartum', unsafeMoves: [], writtenForPregnancy: true },
      'its sessions are written for pregnancy, and you are in your postpartum recovery',
    ],
    [
      'both',
      { stage: 'postpartum', unsafeMoves: ['Plank'], writtenForPregnancy: true },
      'its sessions are written for pregnancy, and you are in your postpartum recovery; Plank is not advised in your postpartum recovery',
    ],
  ])('why a program does not suit her: %s', (_case, program, text) => {
    expect(unsuitedReason(program)).toBe(text);
  });

  it('says a program is paused, kept, or needs her choice, and what her stage’s program is', () => {
    const hiit = { stage: 'trimester3' as const, unsafeMoves: ['Step-Back Burpee', 'Happy Baby'], writtenForPregnancy: false };
    expect(pausedLine('HIIT Burn', hiit)).toBe(
      'HIIT Burn is paused: Step-Back Burpee and Happy Baby are not advised in your third trimester.',
    );
    expect(keptLine('HIIT Burn', hiit)).toBe(
      'You chose to keep HIIT Burn in your third trimester, knowing Step-Back Burpee and Happy Baby are not advised in it.',
    );
    expect(keptLine('Bump to Birth', { stage: 'postpartum', unsafeMoves: [], writtenForPregnancy: true })).toBe(
      'You chose to keep Bump to Birth in your postpartum recovery, knowing its sessions are written for pregnancy.',
    );
    expect(keptLine('Bump to Birth', { stage: 'postpartum', unsafeMoves: ['Plank'], writtenForPregnancy: true })).toBe(
      'You chose to keep Bump to Birth in your postpartum recovery, knowing its sessions are written for pregnancy and Plank is not advised in it.',
    );
    expect(startNeedsChoice('HIIT Burn', hiit, 'Bump to Birth')).toBe(
      'HIIT Burn is not for your third trimester: Step-Back Burpee and Happy Baby are not advised in your third trimester. Switch to Bump to Birth, or keep HIIT Burn knowingly.',
    );
    expect(startNeedsChoice('HIIT Burn', hiit, null)).toMatch(/\. Keep HIIT Burn knowingly to start it\.$/);
    expect(stageProgramLine('Bump to Birth', 24, 'trimester3')).toBe('Bump to Birth, from week 24, is written for your third trimester.');
    expect(stageProgramLine('Postnatal Restore', 1, 'postpartum')).toBe('Postnatal Restore is written for your postpartum recovery.');
  });

  it('words the notice of a change of stage', () => {
    expect(stageNoticeHeading('trimester3')).toBe('Your plan now follows your third trimester');
    expect(stageNoticeHeading(null)).toBe('Your plan no longer follows a pregnancy stage');
    expect(
      replacedLine(
        [
          { title: 'Bodyweight HIIT Starter', day: 'Friday 11 Dec' },
          { title: 'Bodyweight HIIT Express Basics', day: 'Saturday 12 Dec' },
        ],
        'trimester3',
      ),
    ).toBe(
      'Replaced with sessions for your third trimester: Bodyweight HIIT Starter on Friday 11 Dec and Bodyweight HIIT Express Basics on Saturday 12 Dec.',
    );
    const days = ['Friday 4 Dec', 'Saturday 5 Dec', 'Monday 7 Dec', 'Wednesday 9 Dec', 'Friday 11 Dec', 'Saturday 12 Dec'];
    const titles = ['HIIT Starter', 'HIIT Express', 'HIIT Starter', 'Low Impact Cardio', 'HIIT Starter', 'HIIT Express'];
    expect(
      replacedLine(
        days.map((day, index) => ({ title: titles[index]!, day })),
        'trimester3',
      ),
    ).toBe(
      'Replaced with sessions for your third trimester: 6 planned workouts from Friday 4 Dec to Saturday 12 Dec (HIIT Starter, HIIT Express and Low Impact Cardio).',
    );
    expect(resumedLine(['HIIT Burn'])).toBe('HIIT Burn is back in your plan, from the week it was paused at.');
    expect(resumedLine(['HIIT Burn', 'Glute Lab'])).toBe(
      'HIIT Burn and Glute Lab are back in your plan, from the week each was paused at.',
    );
  });
});
