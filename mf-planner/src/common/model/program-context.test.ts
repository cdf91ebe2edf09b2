import { describe, expect, it } from 'vitest';
import { programContextSearch, readProgramContext } from './program-context.ts';

describe('program context of a workout path', () => {
  it('goes into a query and comes back out', () => {
    const search = programContextSearch({ programId: 3, week: 2, day: 5 });
    expect(search).toBe('?programId=3&week=2&day=5');
    expect(readProgramContext(search)).toEqual({ programId: 3, week: 2, day: 5 });
    expect(programContextSearch(null)).toBe('');
  });

  it.each([
    ['', null],
    ['?programId=1&week=1', null],
    ['?programId=1&week=0&day=1', null],
    ['?programId=1&week=61&day=1', null],
    ['?programId=1&week=1&day=8', null],
    ['?programId=-1&week=1&day=1', null],
    ['?programId=1.5&week=1&day=1', null],
    ['?programId=abc&week=1&day=1', null],
    ['?programId=99999999999&week=1&day=1', null],
    ['?day=7&week=60&programId=8&other=x', { programId: 8, week: 60, day: 7 }],
  ])('%s reads as %o', (search, context) => {
    expect(readProgramContext(search)).toEqual(context);
  });
});
