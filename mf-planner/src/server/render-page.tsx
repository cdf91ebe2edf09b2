// The server bundle's entry (dist/server/render-page.mjs, see createServerRendererConfig): the
// member pages whose first screen the server draws for her, on her day, and the reads each is
// drawn from (the same endpoints and arguments the page's own hooks ask, asked as her). What a
// page reads changes here, with this remote's deploy alone.
import { renderServerPage, type RenderPageFallback, type ServerPage } from '@app/shared/prerender/render-fallback';
import type { ServerRenderer } from '@app/shared/prerender/static-fallback';
import { resolvePlannerUrl, weekStartOf } from '@app/shared/planner/calendar';
import { shoppingListApi } from '@app/shared/shopping-list/shopping-list-api';
import { plannerApi } from '../common/api/planner-api.ts';
import { memberHomeApi } from '../features/member-home/api/member-home-api.ts';
import { MemberHomePage } from '../features/member-home/components/member-home-page.tsx';
import { PlannerPage } from '../features/planner/components/planner-page.tsx';
import { programsApi } from '../features/programs/api/programs-api.ts';
import { ProgramsPage } from '../features/programs/components/programs-page.tsx';
import { programsInOrder } from '../features/programs/model/program-progress.ts';
import { DrawnForDay } from '../common/model/use-today.ts';

const PAGES: Record<string, ServerPage> = {
  './PlannerPage': {
    Page: PlannerPage,
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
    Page: MemberHomePage,
    // Her week, and the program she is doing with how far she is through it (once her programs are in).
    load: async ({ dispatch, member }) => {
      if (!member) return null;
      const week = dispatch(plannerApi.endpoints.plannerWeek.initiate(weekStartOf(member.today)));
      const programs = dispatch(memberHomeApi.endpoints.memberHomeProgramIds.initiate());
      const programId = (await programs).data?.[0];
      if (programId === undefined) return [week, programs];
      return [
        week,
        programs,
        dispatch(memberHomeApi.endpoints.memberHomeProgram.initiate(programId)),
        dispatch(memberHomeApi.endpoints.memberHomeCourseProgress.initiate(programId)),
      ];
    },
  },
  './ProgramsPage': {
    Page: ProgramsPage,
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
const DROPPED_IF = { './MemberHomePage': ['newMember'] } as const;

export const memberPages: ServerRenderer['memberPages'] = Object.keys(PAGES);

export const renderPage: RenderPageFallback = (request) =>
  renderServerPage(PAGES, request, {
    wrap: (page, { member }) => <DrawnForDay value={member?.today ?? null}>{page}</DrawnForDay>,
    droppedIf: DROPPED_IF,
  });
