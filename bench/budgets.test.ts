import { describe, expect, it } from 'vitest';
import { budgetViolations, type MeasuredItem } from './budgets.ts';

const item = (name: string, limitKbGz: number, files: [string, number][]): MeasuredItem => ({
  name,
  limitKbGz,
  files: files.map(([file, bytesGz]) => ({ file, bytesGz })),
});

describe('budgetViolations', () => {
  it.each([
    ['under the budget', item('shell entry', 1, [['shell/main.js', 1000]]), []],
    ['exactly at the budget', item('shell entry', 1, [['shell/main.js', 1024]]), []],
    [
      'one byte over',
      item('shell entry', 1, [['shell/main.js', 1025]]),
      ['shell entry: 1.0 KB gz over its budget of 1 KB gz (shell/main.js 1.0)'],
    ],
  ])('%s', (_label, measured, expected) => {
    expect(budgetViolations([measured])).toEqual(expected);
  });

  it('names every file of an item over budget, the largest first, so the one that grew stands out', () => {
    const page = item('auth page ./SignUpPage', 30, [
      ['mf-auth/expose.js', 2_500],
      ['mf-auth/779.js', 29_000],
    ]);
    expect(budgetViolations([page, item('auth remoteEntry.js', 15, [['mf-auth/remoteEntry.js', 14_000]])])).toEqual([
      'auth page ./SignUpPage: 30.8 KB gz over its budget of 30 KB gz (mf-auth/779.js 28.3, mf-auth/expose.js 2.4)',
    ]);
  });
});
