import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from '@app/shared/router';
import { apiErrorMessage } from '@app/shared/api';
import type { PlannerItem, PlannerMealType, SwapAction } from '@app/shared/api-contract/planner';
import { SUCCESS_MESSAGES, swapMessage } from '@app/shared/messages';
import { PATHS } from '@app/shared/routes';
import {
  longDayLabel,
  PLANNER_FUTURE_NOTICE,
  plannerHeader,
  plannerPath,
  resolvePlannerUrl,
  stepWeek,
  weekArrowState,
  weekdayName,
  weekStartOf,
  weekStrip,
} from '@app/shared/planner/calendar';
import { dayPlan, mealsToShopFor } from '../../../common/model/day-plan.ts';
import { useCompletePlannerItemMutation, usePlannerWeekQuery, useSwapPlannerItemMutation } from '../../../common/api/planner-api.ts';
import { useSaveShoppingListMutation } from '@app/shared/shopping-list/shopping-list-api';
import { LoadingRow } from '@app/shared/ui/loading-row';
import { useToast } from '@app/shared/ui';
import { useToday } from '../../../common/model/use-today.ts';
import { ArticleCard, MealCard, RestDayCard, WorkoutCard, type CardActions } from './day-cards.tsx';
import './planner.css';

export function PlannerPage() {
  const today = useToday();
  const params = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const resolved = resolvePlannerUrl(today, params.weeksFromCurrentWeek, params.dayIndex);
  const [notice, setNotice] = useState(false);

  useEffect(() => {
    if (resolved.corrected) navigate(plannerPath(resolved), { replace: true });
  }, [resolved.corrected, resolved.weeksFromCurrentWeek, resolved.dayIndex, navigate]);

  const selected = resolved.date;
  const weekStart = weekStartOf(selected);
  const week = usePlannerWeekQuery(weekStart);
  const [swap, swapState] = useSwapPlannerItemMutation();
  const [complete, completeState] = useCompletePlannerItemMutation();
  const [saveShoppingList, shoppingState] = useSaveShoppingListMutation();
  const plan = dayPlan(week.currentData, selected);

  const goWeek = (direction: -1 | 1) => {
    const step = stepWeek(today, selected, direction);
    if (step.kind === 'future-notice') setNotice(true);
    if (step.kind === 'moved') {
      setNotice(false);
      navigate(plannerPath(step.position));
    }
  };

  const onSwap = (sectionType: 'ROUTINE' | 'RECIPE', mealType?: PlannerMealType) => async (action: SwapAction) => {
    try {
      // One request: the server moves a listed meal's share of the shopping list in the same transaction.
      await swap({ date: selected, sectionType, action, ...(mealType ? { mealType } : {}) }).unwrap();
      toast({ message: swapMessage(sectionType, action), kind: 'success' });
    } catch (error) {
      toast({ message: apiErrorMessage(error as never), kind: 'error' });
    }
  };

  const onComplete = async (item: PlannerItem) => {
    try {
      await complete({
        itemId: item.contentId ?? item.originalContentId,
        contentType: item.contentType,
        isPlanner: true,
        selectedDate: selected,
        isLeftOver: item.isLeftOver,
        isGoingOut: item.isGoingOut,
        ...(item.setType !== undefined ? { setType: item.setType } : {}),
      }).unwrap();
      toast({ message: SUCCESS_MESSAGES.markedComplete, kind: 'success' });
    } catch (error) {
      toast({ message: apiErrorMessage(error as never), kind: 'error' });
    }
  };

  // A day's meals, or the rest of the week's from today: the cooked ones, at their planned servings.
  const shopFor = {
    day: week.currentData ? mealsToShopFor(week.currentData, selected, selected) : [],
    week: week.currentData ? mealsToShopFor(week.currentData, today > weekStart ? today : weekStart) : [],
  };
  const onShop = async (scope: 'day' | 'week') => {
    try {
      await saveShoppingList({ meals: shopFor[scope] }).unwrap();
      toast({ message: SUCCESS_MESSAGES.shoppingListUpdated, kind: 'success' });
    } catch (error) {
      toast({ message: apiErrorMessage(error as never), kind: 'error', onRetry: () => void onShop(scope) });
    }
  };

  const busy = swapState.isLoading || completeState.isLoading;
  const actions = (sectionType: 'ROUTINE' | 'RECIPE', mealType?: PlannerMealType): CardActions => ({
    canComplete: selected <= today,
    busy,
    onComplete,
    onSwap: onSwap(sectionType, mealType),
  });
  const previous = weekArrowState(today, selected, -1);
  const next = weekArrowState(today, selected, 1);

  return (
    <div className="planner">
      <div className="planner__bar">
        <button
          type="button"
          className="planner__arrow"
          aria-label="Previous week"
          disabled={previous === 'disabled'}
          onClick={() => goWeek(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h1 className="planner__title">{plannerHeader(today, selected)}</h1>
        <button type="button" className="planner__arrow" aria-label="Next week" disabled={next === 'disabled'} onClick={() => goWeek(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <nav aria-label="Days of the week">
        <ol className="week-strip">
          {weekStrip(today, selected).map((day) => {
            // The name starts with the words shown ("Mon 23", WCAG 2.5.3 label in name), then says the day in full.
            const content = (
              <>
                <span className="week-strip__name">{weekdayName(day.date, true)}</span>{' '}
                <span className="week-strip__number">{Number(day.date.slice(8))}</span>
                <span className="visually-hidden">
                  , {longDayLabel(day.date)}
                  {day.isToday ? ', today' : day.inBounds ? '' : ', outside the planner'}
                </span>
              </>
            );
            const className = `week-strip__day${day.date === selected ? ' is-selected' : ''}${day.isToday ? ' is-today' : ''}`;
            return (
              <li key={day.date}>
                {day.inBounds ? (
                  <Link
                    className={className}
                    to={plannerPath({ weeksFromCurrentWeek: resolved.weeksFromCurrentWeek, dayIndex: day.dayIndex })}
                    aria-current={day.date === selected ? 'date' : undefined}
                    onClick={() => setNotice(false)}
                  >
                    {content}
                  </Link>
                ) : (
                  <span className={`${className} is-out`}>{content}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {notice ? (
        <p className="planner__notice" role="status">
          {PLANNER_FUTURE_NOTICE}
        </p>
      ) : null}
      <h2 className="planner__day">{longDayLabel(selected)}</h2>
      {week.isError && !week.currentData ? (
        <div className="planner__error" role="alert">
          <p>{apiErrorMessage(week.error)}</p>
          <button type="button" className="planner-button" onClick={() => void week.refetch()}>
            TRY AGAIN
          </button>
        </div>
      ) : !plan ? (
        <LoadingRow label="Loading your plan" cards={['plan-card--loading', 'plan-card--loading', 'plan-card--loading']} />
      ) : (
        <div className="planner__cards">
          <section aria-labelledby="planner-move">
            <h3 id="planner-move" className="planner__section-title">
              Move
            </h3>
            {plan.workout ? <WorkoutCard item={plan.workout} actions={actions('ROUTINE')} /> : <RestDayCard />}
          </section>
          <section aria-labelledby="planner-eat">
            <h3 id="planner-eat" className="planner__section-title">
              Eat
            </h3>
            <div className="planner__shop" role="group" aria-label="Shopping list">
              <button
                type="button"
                className="planner-button planner-button--quiet"
                disabled={shoppingState.isLoading || shopFor.day.length === 0}
                onClick={() => void onShop('day')}
              >
                Shop for this day
              </button>
              <button
                type="button"
                className="planner-button planner-button--quiet"
                disabled={shoppingState.isLoading || shopFor.week.length === 0}
                onClick={() => void onShop('week')}
              >
                Shop for the week
              </button>
              <Link className="planner__shop-link" to={PATHS.shoppingList}>
                Open shopping list
              </Link>
            </div>
            <div className="planner__meals">
              {plan.meals.map(({ mealType, item }) =>
                item ? (
                  <MealCard
                    key={mealType}
                    mealType={mealType}
                    item={item}
                    serves={
                      week.currentData?.courseDays
                        .find((day) => day.date === selected)
                        ?.recipes.find((recipe) => recipe.activityId === item.activityId)?.serves ?? 1
                    }
                    actions={actions('RECIPE', mealType)}
                  />
                ) : null,
              )}
            </div>
          </section>
          {plan.article ? (
            <section aria-labelledby="planner-read">
              <h3 id="planner-read" className="planner__section-title">
                Read
              </h3>
              <ArticleCard item={plan.article} />
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}
