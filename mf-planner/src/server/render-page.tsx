// The server bundle's entry (dist/server/render-page.mjs, see createServerRendererConfig): the
// member pages whose first screen the server draws from her own first reads, on her day.
import { renderPageFallback, type RenderPageFallback } from '@app/shared/prerender/render-fallback';
import type { ServerRenderer } from '@app/shared/prerender/static-fallback';
import { MemberHomePage } from '../features/member-home/components/member-home-page.tsx';
import { PlannerPage } from '../features/planner/components/planner-page.tsx';
import { DrawnForDay } from '../common/model/use-today.ts';

const PAGES = { './PlannerPage': PlannerPage, './MemberHomePage': MemberHomePage };

/** The home's greeting welcomes a member new to this session; the server draws the returning one. */
const KEEPS_IF = { './MemberHomePage': 'u.newMember!==true' };

export const memberPages: ServerRenderer['memberPages'] = Object.keys(PAGES);

export const renderPage: RenderPageFallback = (request) =>
  renderPageFallback(PAGES, request, {
    wrap: (page, { member }) => <DrawnForDay value={member?.today ?? null}>{page}</DrawnForDay>,
    keepsIf: KEEPS_IF,
  });
