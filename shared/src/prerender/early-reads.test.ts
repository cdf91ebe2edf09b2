import { describe, expect, it } from 'vitest';
import { PLANNER_PATHS } from '../api-contract/planner.ts';
import { PROGRESS_SERVICE_PATHS } from '../api-contract/progress-service.ts';
import { SHOPPING_LIST_PATHS } from '../api-contract/shopping-list.ts';
import { memberPageReads } from './early-reads.ts';

// Wednesday 25 November 2026: its week starts on Monday the 23rd.
const TODAY = '2026-11-25';

describe('memberPageReads', () => {
  it.each([
    ['/planner', TODAY, '2026-11-23'],
    ['/planner/0/5', TODAY, '2026-11-23'],
    ['/planner/-1/1', TODAY, '2026-11-16'],
    // Next week opens from Thursday: on Wednesday the page shows this week, and reads it.
    ['/planner/1/1', TODAY, '2026-11-23'],
    ['/planner/1/1', '2026-11-26', '2026-11-30'],
    ['/home', TODAY, '2026-11-23'],
  ])('%s on %s opens on the week of %s', (pathname, today, startDate) => {
    const week = { url: PLANNER_PATHS.planner, params: { startDate } };
    const second = pathname === '/home' ? PROGRESS_SERVICE_PATHS.inProgressPrograms : SHOPPING_LIST_PATHS.list;
    expect(memberPageReads(pathname, today)).toEqual([week, second]);
  });

  it.each([
    ['/programs', [PROGRESS_SERVICE_PATHS.inProgressPrograms]],
    ['/programs/library', [PROGRESS_SERVICE_PATHS.inProgressPrograms]],
    ['/shopping-list', [SHOPPING_LIST_PATHS.list]],
  ])('%s starts %o', (pathname, reads) => {
    expect(memberPageReads(pathname, TODAY)).toEqual(reads);
  });

  it.each(['/programs/1', '/blogs', '/', '/recipe/meals/30001/x', '/settings'])('%s starts nothing', (pathname) => {
    expect(memberPageReads(pathname, TODAY)).toEqual([]);
  });
});
