// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLANNER_PATHS, type PlannerWeek } from '@app/shared/api-contract/planner';
import {
  courseProgressPath,
  PROGRESS_SERVICE_PATHS,
  stageChoicePath,
  type CourseProgress,
  type ProgramStanding,
  type StagePlan,
} from '@app/shared/api-contract/progress-service';
import { programPath, type ProgramDetail } from '@app/shared/api-contract/user-interaction';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { DrawnForDay } from '../../../common/model/use-today.ts';
import { MemberHomePage } from './member-home-page.tsx';

// jsdom has no modal dialogs: enough of one to open and close.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

/** Friday 11 December 2026. */
const TODAY = '2026-12-11';

const WEEK: PlannerWeek = {
  courseDetails: { id: null, title: null, week: null, weeks: null },
  streams: { id: 1, name: 'Regular' },
  startDate: '2026-12-07',
  courseDays: [{ date: TODAY, dayIndex: 5, isRestDay: true, sections: [], recipes: [] }],
};

const HIIT: ProgramStanding = {
  programId: 3,
  title: 'HIIT Burn',
  stage: 'trimester3',
  status: 'paused',
  fromWeek: 1,
  fits: false,
  keptKnowingly: false,
  unsafeMoves: ['Step-Back Burpee', 'Happy Baby'],
  writtenForPregnancy: false,
  stageProgram: { programId: 7, title: 'Bump to Birth', startWeek: 24 },
};

const NOTICE: StagePlan['notice'] = {
  fromStage: null,
  toStage: 'trimester3',
  on: TODAY,
  paused: [{ programId: 3, title: 'HIIT Burn' }],
  resumed: [],
  replaced: [{ date: '2026-12-12', contentId: 11, title: 'Bodyweight HIIT Express Basics' }],
};

const PROGRAM = { id: 3, title: 'HIIT Burn', weeks: 6, image: 'https://img.example/hiit.jpg', schedule: [] } as unknown as ProgramDetail;
const PROGRESS: CourseProgress = {
  programId: 3,
  status: 'in-progress',
  startWeek: 1,
  weeks: 6,
  totalWorkouts: 24,
  completedWorkouts: 2,
  completed: [],
};

function renderHome(stagePlan: StagePlan, inProgress: number[] = []) {
  let plan = stagePlan;
  return renderPage(
    <DrawnForDay.Provider value={TODAY}>
      <MemberHomePage />
    </DrawnForDay.Provider>,
    {
      path: '/home',
      routes: [
        on('GET', PLANNER_PATHS.planner, () => envelope(200, WEEK)),
        on('GET', PROGRESS_SERVICE_PATHS.inProgressPrograms, () => envelope(200, inProgress)),
        on('GET', programPath(3), () => envelope(200, PROGRAM)),
        on('GET', courseProgressPath(3), () => envelope(200, PROGRESS)),
        on('GET', PROGRESS_SERVICE_PATHS.stagePlan, () => envelope(200, plan)),
        on('DELETE', PROGRESS_SERVICE_PATHS.stageNotice, () => {
          plan = { ...plan, notice: null };
          return envelope(200, plan);
        }),
        on('PUT', stageChoicePath(3, 'keep'), () => {
          plan = { ...plan, programs: [{ ...HIIT, status: 'in-progress', keptKnowingly: true }] };
          return envelope(200, plan, 'Saved!');
        }),
      ],
    },
  );
}

describe('the member home after a change of her stage', () => {
  afterEach(cleanup);

  it('says what changed, by name, until she dismisses it; her focus goes to her day', async () => {
    const { requests } = renderHome({ stage: 'trimester3', notice: NOTICE, programs: [HIIT] });
    const notice = await screen.findByRole('region', { name: 'Your plan now follows your third trimester' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'HIIT Burn is paused: Step-Back Burpee and Happy Baby are not advised in your third trimester.',
      'Replaced with sessions for your third trimester: Bodyweight HIIT Express Basics on Saturday 12 Dec.',
    ]);
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Your plan now follows/ })).toBeNull());
    expect(
      requests.some((request) => request.method === 'DELETE' && new URL(request.url).pathname === PROGRESS_SERVICE_PATHS.stageNotice),
    ).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Today’s plan' }));
  });

  it('a paused program waits for her choice; keeping it asks first, then says she chose it', async () => {
    const { requests } = renderHome({ stage: 'trimester3', notice: null, programs: [HIIT] }, []);
    const card = await screen.findByRole('region', { name: 'Your program' });
    expect(within(card).getByRole('heading', { name: 'HIIT Burn is paused' })).not.toBeNull();
    expect(within(card).getByText('Bump to Birth, from week 24, is written for your third trimester.')).not.toBeNull();
    expect(within(card).getByRole('button', { name: 'Switch to Bump to Birth' })).not.toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Keep HIIT Burn' }));
    const dialog = screen.getByRole('dialog', { name: 'Keep HIIT Burn in your third trimester?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep HIIT Burn' }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'PUT' && new URL(request.url).pathname === stageChoicePath(3, 'keep'))).toBe(
        true,
      ),
    );
  });

  it('a program she kept knowingly shows her progress and says she chose it', async () => {
    renderHome({ stage: 'trimester3', notice: null, programs: [{ ...HIIT, status: 'in-progress', keptKnowingly: true }] }, [3]);
    const card = await screen.findByRole('region', { name: 'Your program' });
    expect(
      await within(card).findByText(
        'You chose to keep HIIT Burn in your third trimester, knowing Step-Back Burpee and Happy Baby are not advised in it.',
      ),
    ).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'Continue program' })).not.toBeNull();
  });

  it('not pregnant, nothing about stages shows', async () => {
    renderHome(
      {
        stage: null,
        notice: null,
        programs: [{ ...HIIT, stage: null, status: 'in-progress', fits: true, unsafeMoves: [], stageProgram: null }],
      },
      [3],
    );
    const card = await screen.findByRole('region', { name: 'Your program' });
    await within(card).findByRole('link', { name: 'Continue program' });
    expect(screen.queryByText(/trimester|postpartum/)).toBeNull();
  });
});
