// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLANNER_PATHS, type PlannerItem, type PlannerWeek } from '@app/shared/api-contract/planner';
import { SHOPPING_LIST_PATHS } from '@app/shared/api-contract/shopping-list';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { DrawnForDay } from '../../../common/model/use-today.ts';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { useToasts } from '@app/shared/ui';
import { PlannerPage } from './planner-page.tsx';

/** Thursday 19 November 2026, in the week of Monday the 16th. */
const TODAY = '2026-11-19';
const WEEK_START = '2026-11-16';

const meal = (activityId: number, contentId: number, overrides: Partial<PlannerItem> = {}): PlannerItem => ({
  activityId,
  contentId,
  originalContentId: 30002,
  isSwapped: contentId !== 30002,
  contentType: 'recipe',
  title: `Recipe ${contentId}`,
  urlPartial: `recipe-${contentId}`,
  imageUrl: '/media/catalog/x/landscape1x_planner.webp',
  duration: 10,
  completed: false,
  isLeftOver: false,
  isGoingOut: false,
  mealType: 'Breakfast',
  ...overrides,
});

const week = (breakfast: PlannerItem): PlannerWeek => ({
  courseDetails: { id: null, title: null, week: null, weeks: null },
  streams: { id: 1, name: 'Regular' },
  startDate: WEEK_START,
  courseDays: [
    {
      date: TODAY,
      dayIndex: 4,
      isRestDay: true,
      sections: [{ sectionType: 'RECIPE', data: [breakfast] }],
      recipes: [
        {
          activityId: breakfast.activityId,
          contentId: breakfast.contentId,
          name: breakfast.title,
          serves: 2,
          mealType: 'Breakfast',
          landscape1x_shoppinglist: '',
          isLeftOver: false,
          isGoingOut: false,
        },
      ],
    },
  ],
});

function Toasts() {
  return (
    <ul>
      {useToasts().map((toast) => (
        <li key={toast.id} data-kind={toast.kind}>
          {toast.message}
        </li>
      ))}
    </ul>
  );
}

function renderPlanner(swapAnswer: () => Response) {
  return renderPage(
    <DrawnForDay.Provider value={TODAY}>
      <PlannerPage />
      <Toasts />
    </DrawnForDay.Provider>,
    {
      path: '/planner/0/4',
      pattern: '/planner/:weeksFromCurrentWeek/:dayIndex',
      routes: [on('GET', PLANNER_PATHS.planner, () => envelope(200, week(meal(7, 30002)))), on('PUT', PLANNER_PATHS.swap, swapAnswer)],
    },
  );
}

describe('PlannerPage: a swap is one request', () => {
  afterEach(cleanup);

  it('swapping a meal sends the swap alone (the server moves its shopping list share) and says so once', async () => {
    const { requests } = renderPlanner(() => envelope(200, week(meal(7, 30005)), SUCCESS_MESSAGES.mealSwapped));
    fireEvent.click(await screen.findByRole('button', { name: 'Swap breakfast' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Another meal' }));
    await screen.findByText(SUCCESS_MESSAGES.mealSwapped);
    await screen.findByRole('link', { name: /Recipe 30005/ });
    const writes = requests.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => [request.method, new URL(request.url).pathname])).toEqual([['PUT', PLANNER_PATHS.swap]]);
    expect(await writes[0]!.json()).toEqual({ date: TODAY, sectionType: 'RECIPE', action: 'another', mealType: 'Breakfast' });
    expect(requests.some((request) => new URL(request.url).pathname === SHOPPING_LIST_PATHS.plannerSwap)).toBe(false);
  });

  it('a swap the server refuses shows its error and no "swapped"', async () => {
    renderPlanner(() => envelope(500, null, 'Something went wrong', 'INTERNAL'));
    fireEvent.click(await screen.findByRole('button', { name: 'Swap breakfast' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Another meal' }));
    await waitFor(() => expect(document.querySelector('[data-kind="error"]')).not.toBeNull());
    expect(screen.queryByText(SUCCESS_MESSAGES.mealSwapped)).toBeNull();
  });
});

describe('PlannerPage: the swap menu of each meal', () => {
  afterEach(cleanup);

  const withSnack = (): PlannerWeek => {
    const plan = week(meal(7, 30002));
    const snack = meal(8, 40002, { originalContentId: 40002, isSwapped: false, mealType: 'Snack', title: 'Snack 40002' });
    plan.courseDays[0]!.sections[0]!.data.push(snack);
    return plan;
  };
  const menuOf = async (button: string) => {
    fireEvent.click(await screen.findByRole('button', { name: button }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    return items;
  };

  it('offers leftovers and going out for a main meal, and only another for a snack', async () => {
    renderPage(
      <DrawnForDay.Provider value={TODAY}>
        <PlannerPage />
      </DrawnForDay.Provider>,
      {
        path: '/planner/0/4',
        pattern: '/planner/:weeksFromCurrentWeek/:dayIndex',
        routes: [on('GET', PLANNER_PATHS.planner, () => envelope(200, withSnack()))],
      },
    );
    expect(await menuOf('Swap breakfast')).toEqual(['Another meal', 'Leftovers', 'Going out']);
    expect(await menuOf('Swap snack')).toEqual(['Another meal']);
  });
});
