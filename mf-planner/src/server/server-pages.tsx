// The Node container's ServerPages (createServerContainerConfig): the member pages whose first screen the server draws for her, on her day, and the reads each is
// drawn from (the same endpoints and arguments the page's own hooks ask, asked as her). What a
// page reads changes here, with this remote's deploy alone.
import type { ReactNode } from 'react';
import type { ServerPages } from '@app/shared/prerender/server-pages';
import type { PageRenderRequest } from '@app/shared/prerender/rendered-page';
import { resolvePlannerUrl, weekStartOf } from '@app/shared/planner/calendar';
import { shoppingListApi } from '@app/shared/shopping-list/shopping-list-api';
import { plannerApi } from '../common/api/planner-api.ts';
import { stagePlanApi } from '../common/api/stage-plan-api.ts';
import { trainingApi } from '../common/api/training-api.ts';
import { memberHomeApi } from '../features/member-home/api/member-home-api.ts';
import { programsApi } from '../features/programs/api/programs-api.ts';
import { programsInOrder } from '../features/programs/model/program-progress.ts';
import { DrawnForDay } from '../common/model/use-today.ts';

export const pages: ServerPages['pages'] = {
  './PlannerPage': {
    // The week of the day her path names, and her shopping list (a meal card's add button reads it).
    load: ({ params, dispatch, member }) => {
      if (!member) return null;
      const { date } = resolvePlannerUrl(member.today, params.weeksFromCurrentWeek, params.dayIndex);
      return [
        dispatch(plannerApi.endpoints.plannerWeek.initiate(weekStartOf(date))),
        dispatch(shoppingListApi.endpoints.shoppingList.initiate()),
      ];
    },
  },
  './MemberHomePage': {
    // Her week, her training (the workouts she completed however she did them), her stage plan (what a change of her stage did, a program paused for it), and the
    // program she is doing with how far she is through it (once her programs are in).
    load: async ({ dispatch, member }) => {
      if (!member) return null;
      const week = dispatch(plannerApi.endpoints.plannerWeek.initiate(weekStartOf(member.today)));
      const stage = dispatch(stagePlanApi.endpoints.stagePlan.initiate());
      const training = dispatch(trainingApi.endpoints.trainingSummary.initiate());
      const programs = dispatch(memberHomeApi.endpoints.memberHomeProgramIds.initiate());
      const programId = (await programs).data?.[0];
      if (programId === undefined) return [week, stage, training, programs];
      return [
        week,
        stage,
        training,
        programs,
        dispatch(memberHomeApi.endpoints.memberHomeProgram.initiate(programId)),
        dispatch(memberHomeApi.endpoints.memberHomeCourseProgress.initiate(programId)),
      ];
    },
  },
  './ProgramsPage': {
    // Every program and the ones she is doing (both tabs read both), and her progress through each
    // of those the page shows: an in-progress card draws her progress bar from it.
    load: async ({ dispatch, member }) => {
      if (!member) return null;
      const all = dispatch(programsApi.endpoints.programsAll.initiate());
      const doing = dispatch(programsApi.endpoints.programsInProgress.initiate());
      const [programs, ids] = await Promise.all([all, doing]);
      const { inProgress } = programsInOrder(programs.data ?? [], ids.data ?? []);
      return [all, doing, ...inProgress.map(({ id }) => dispatch(programsApi.endpoints.programCourseProgress.initiate(id)))];
    },
  },
};

/** The home's greeting welcomes a member new to this session; the server draws the returning one. */
export const droppedIf: ServerPages['droppedIf'] = { './MemberHomePage': ['newMember'] };

export const memberPages: ServerPages['memberPages'] = Object.keys(pages);

/** Her day, as the page's own hooks read it in the browser (useToday): the server draws her page on it. */
export const wrap = (page: ReactNode, { member }: PageRenderRequest) => <DrawnForDay value={member?.today ?? null}>{page}</DrawnForDay>;
