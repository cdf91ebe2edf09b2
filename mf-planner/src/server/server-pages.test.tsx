import { describe, expect, it } from 'vitest';
import { courseProgressPath, PROGRESS_SERVICE_PATHS, type CourseProgress } from '@app/shared/api-contract/progress-service';
import { SUBSCRIPTION_SERVICE_PATHS } from '@app/shared/api-contract/subscription-service';
import { USER_INTERACTION_PATHS, type ProgramSummary } from '@app/shared/api-contract/user-interaction';
import type { PageRenderRequest } from '@app/shared/prerender/rendered-page';
import { drawServerPage } from '@app/shared/testing/server-page';
import ProgramsPage from '../exposes/programs-page.tsx';
import * as serverPages from './server-pages.tsx';

const { memberPages } = serverPages;
/** The page as the shell's server render draws it (its markup and first reads), or null. */
const renderPage = (request: PageRenderRequest) => drawServerPage('planner', serverPages, { './ProgramsPage': ProgramsPage }, request);

const program = (id: number, title: string): ProgramSummary => ({
  id,
  title,
  summary: `${title} in brief.`,
  description: `${title} at length.`,
  weeks: 6,
  workoutsPerWeek: 4,
  level: 'Beginner',
  fitnessGoal: 'Strength & Tone',
  gender: 'Female',
  equipment: ['mat'],
  newRelease: false,
  image: `https://img.example/program-${id}.jpg`,
  logo: `https://img.example/program-${id}-logo.png`,
});

const PROGRAMS = [program(1, 'HIIT Burn'), program(2, 'Strong Foundations'), program(3, 'Glute Lab')];
const PROGRESS: CourseProgress = {
  programId: 2,
  status: 'in-progress',
  startWeek: 1,
  weeks: 6,
  totalWorkouts: 24,
  completedWorkouts: 3,
  completed: [],
};

const envelope = (data: unknown) => JSON.stringify({ code: 200, data, message: 'OK' });

/** The API as her page session reads it: her programs under way are `doing` (9 names a program the catalog no longer has). */
function api(doing: number[], failing: string[] = []) {
  const asked: string[] = [];
  const replies: Record<string, unknown> = {
    [USER_INTERACTION_PATHS.programsAll]: PROGRAMS,
    [PROGRESS_SERVICE_PATHS.inProgressPrograms]: doing,
    [courseProgressPath(2)]: PROGRESS,
    // Her subscription: every page drawn for her carries it for the shell's check at start.
    [SUBSCRIPTION_SERVICE_PATHS.userSubscription]: { status: 'trial' },
  };
  const read = async (url: string) => {
    asked.push(url);
    return Object.hasOwn(replies, url) && !failing.includes(url) ? envelope(replies[url]) : null;
  };
  return { asked, read };
}

const MEMBER = { userId: 7, today: '2026-11-26' };

// The server render runs in Node: no window, no localStorage (the page must not reach for them as it renders).
describe('the server render of /programs, drawn for her (a member page: a visitor is sent to login)', () => {
  it('is one of the pages it draws for a signed-in member', () => {
    expect(typeof window).toBe('undefined');
    expect(memberPages).toContain('./ProgramsPage');
  });

  it('asks every program, hers under way and her progress through each, and draws hers first with her progress', async () => {
    const { asked, read } = api([2, 9]);
    const fallback = await renderPage({ pathname: '/programs', search: '', read, member: MEMBER });
    expect(asked.sort()).toEqual(
      [
        USER_INTERACTION_PATHS.programsAll,
        PROGRESS_SERVICE_PATHS.inProgressPrograms,
        courseProgressPath(2),
        SUBSCRIPTION_SERVICE_PATHS.userSubscription,
      ].sort(),
    );
    const markup = fallback!.markup;
    const [inProgress, others] = markup.split('id="programs-others"');
    expect(inProgress).toContain('>Strong Foundations</a>');
    expect(inProgress).toContain('3 of 24 workouts done');
    expect(others).toContain('More programs');
    expect(others).toContain('>HIIT Burn</a>');
    expect(others).toContain('>Glute Lab</a>');
    expect(markup.match(/<article class="program-card"/g)).toHaveLength(3);
  });

  it('draws the library from the same two reads when she is doing none', async () => {
    const { asked, read } = api([]);
    const fallback = await renderPage({ pathname: '/programs/library', search: '', read, member: MEMBER });
    expect(asked.sort()).toEqual(
      [USER_INTERACTION_PATHS.programsAll, PROGRESS_SERVICE_PATHS.inProgressPrograms, SUBSCRIPTION_SERVICE_PATHS.userSubscription].sort(),
    );
    const markup = fallback!.markup;
    expect(markup).toContain('All 3 programs');
    expect(markup.match(/<article class="program-card"/g)).toHaveLength(3);
    expect(markup).not.toContain('role="progressbar"');
  });

  it('draws nothing for a visitor, and asks nothing', async () => {
    const { asked, read } = api([2]);
    expect(await renderPage({ pathname: '/programs', search: '', read })).toBeNull();
    expect(asked).toEqual([]);
  });

  it.each([
    ['every program', USER_INTERACTION_PATHS.programsAll],
    ['hers under way', PROGRESS_SERVICE_PATHS.inProgressPrograms],
    ['her progress through one', courseProgressPath(2)],
  ])('draws nothing when %s cannot be read: the browser asks again', async (_case, failing) => {
    const { read } = api([2], [failing]);
    expect(await renderPage({ pathname: '/programs', search: '', read, member: MEMBER })).toBeNull();
  });
});
