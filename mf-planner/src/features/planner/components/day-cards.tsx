import { Link } from '@app/shared/router';
import {
  mealSwapActions,
  type MealSwapAction,
  type PlannerItem,
  type PlannerMealType,
  type SwapAction,
} from '@app/shared/api-contract/planner';
import { itemTitle, mealTitle } from '../../../common/model/day-plan.ts';
import { recipePath, successPath, workoutPlayerPath } from '@app/shared/routes';
import { useSession } from '@app/shared/store';
import { SmartImage } from '@app/shared/ui/smart-image';
import { AddToShoppingListButton } from '@app/shared/shopping-list/add-to-shopping-list-button';
import { SwapMenu } from './swap-menu.tsx';

const IMAGE_SIZE = { width: 400, height: 300 };

export interface CardActions {
  /** The day has come: it can be completed. */
  canComplete: boolean;
  busy: boolean;
  onComplete: (item: PlannerItem) => void;
  onSwap: (action: SwapAction) => void;
}

function CompleteButton({ item, actions, label, text = label }: { item: PlannerItem; actions: CardActions; label: string; text?: string }) {
  if (item.completed) {
    return (
      <span className="planner-done" aria-label={`${label}: completed`}>
        <span aria-hidden="true">✓</span> Completed
      </span>
    );
  }
  return (
    <button
      type="button"
      className="planner-button"
      disabled={!actions.canComplete || actions.busy}
      aria-label={label === text ? undefined : label}
      title={actions.canComplete ? undefined : 'You can complete it on the day'}
      onClick={() => actions.onComplete(item)}
    >
      {text}
    </button>
  );
}

function CardImage({ item, alt }: { item: PlannerItem; alt: string }) {
  return (
    <SmartImage
      className="plan-card__image"
      image={{ src: item.imageUrl, ...IMAGE_SIZE }}
      alt={alt}
      sizes="(min-width: 768px) 160px, 96px"
    />
  );
}

const minutes = (value: number | null) => (value ? `${value} MIN` : null);

export function WorkoutCard({ item, actions }: { item: PlannerItem; actions: CardActions }) {
  const set = item.setType === 1 ? 'gym' : 'home';
  const other = item.setType === 1 ? 'Switch to At Home' : 'Switch to In Gym';
  const contentId = item.contentId ?? item.originalContentId;
  const title = itemTitle(item, useSession()?.regionId);
  return (
    <article className={`plan-card plan-card--workout${item.completed ? ' is-complete' : ''}`} aria-labelledby={`plan-${item.activityId}`}>
      <CardImage item={item} alt="" />
      <div className="plan-card__body">
        <div className="plan-card__top">
          <p className="plan-card__eyebrow">Workout</p>
          {item.isSwapped ? <span className="plan-card__badge">Swapped</span> : null}
        </div>
        <h4 id={`plan-${item.activityId}`} className="plan-card__title">
          {title}
        </h4>
        <p className="plan-card__meta">
          {[minutes(item.duration), set === 'gym' ? 'In gym' : 'At home', item.level].filter(Boolean).join(' • ')}
        </p>
      </div>
      <div className="plan-card__actions">
        <Link className="planner-button planner-button--primary" to={workoutPlayerPath(set, contentId, item.title, item.urlPartial)}>
          Start Workout
        </Link>
        <CompleteButton item={item} actions={actions} label="Complete Workout" />
        <SwapMenu
          label="Swap workout"
          text="Swap"
          disabled={item.completed || actions.busy}
          options={[
            { label: other, onSelect: () => actions.onSwap('switch-set'), disabled: !item.linkedContentId },
            { label: 'Another workout', onSelect: () => actions.onSwap('another') },
            ...(item.isSwapped ? [{ label: 'Revert to original', onSelect: () => actions.onSwap('revert') }] : []),
          ]}
        />
      </div>
    </article>
  );
}

export function RestDayCard() {
  return (
    <article className="plan-card plan-card--rest" aria-labelledby="plan-rest">
      <div className="plan-card__body">
        <p className="plan-card__eyebrow">Workout</p>
        <h4 id="plan-rest" className="plan-card__title">
          Rest day
        </h4>
        <p className="plan-card__meta">Recovery is part of the plan: an easy walk or a gentle stretch is plenty.</p>
      </div>
    </article>
  );
}

const MEAL_SWAP_LABELS: Record<MealSwapAction, string> = {
  another: 'Another meal',
  leftovers: 'Leftovers',
  'going-out': 'Going out',
  revert: 'Revert to original',
};

const recipeType = (mealType: PlannerMealType) => (mealType === 'Snack' ? 'snacks' : 'meals');

export function MealCard({
  mealType,
  item,
  serves,
  actions,
}: {
  mealType: PlannerMealType;
  item: PlannerItem;
  serves: number;
  actions: CardActions;
}) {
  const regionId = useSession()?.regionId;
  const title = mealTitle(item, regionId);
  const recipeTitle = itemTitle(item, regionId);
  const instead = item.isLeftOver || item.isGoingOut ? `Instead of ${recipeTitle}` : null;
  return (
    <article className={`plan-card plan-card--meal${item.completed ? ' is-complete' : ''}`} aria-labelledby={`plan-${item.activityId}`}>
      <CardImage item={item} alt="" />
      <div className="plan-card__body">
        <div className="plan-card__top">
          <p className="plan-card__eyebrow">{mealType}</p>
          {item.isSwapped ? <span className="plan-card__badge">Swapped</span> : null}
        </div>
        <h4 id={`plan-${item.activityId}`} className="plan-card__title">
          {title}
        </h4>
        <p className="plan-card__meta">{instead ?? minutes(item.duration) ?? ''}</p>
      </div>
      <div className="plan-card__actions">
        {item.contentId !== null ? (
          <Link
            className="planner-button planner-button--primary"
            to={recipePath(recipeType(mealType), item.contentId, item.title, item.urlPartial)}
            aria-label={`Open recipe: ${recipeTitle}`}
          >
            Open recipe
          </Link>
        ) : null}
        <CompleteButton item={item} actions={actions} label={`Complete ${mealType.toLowerCase()}`} text="Complete" />
        <SwapMenu
          label={`Swap ${mealType.toLowerCase()}`}
          text="Swap"
          disabled={item.completed || actions.busy}
          options={mealSwapActions(mealType, item.isSwapped).map((action) => ({
            label: MEAL_SWAP_LABELS[action],
            onSelect: () => actions.onSwap(action),
            disabled: (action === 'leftovers' && item.isLeftOver) || (action === 'going-out' && item.isGoingOut),
          }))}
        />
      </div>
      {item.contentId !== null ? (
        <div className="plan-card__list">
          <AddToShoppingListButton recipeId={item.contentId} servings={serves} activityId={String(item.activityId)} />
        </div>
      ) : null}
    </article>
  );
}

export function ArticleCard({ item }: { item: PlannerItem }) {
  const contentId = item.contentId ?? item.originalContentId;
  const title = itemTitle(item, useSession()?.regionId);
  return (
    <article className="plan-card plan-card--article" aria-labelledby={`plan-${item.activityId}`}>
      <CardImage item={item} alt="" />
      <div className="plan-card__body">
        <p className="plan-card__eyebrow">Today’s read</p>
        <h4 id={`plan-${item.activityId}`} className="plan-card__title">
          {title}
        </h4>
        <p className="plan-card__meta">{item.duration ? `${item.duration} min read` : ''}</p>
      </div>
      <div className="plan-card__actions">
        <Link
          className="planner-button planner-button--primary"
          to={successPath(item.kind ?? 'tips', contentId, item.title, item.urlPartial)}
          aria-label={`Read: ${title}`}
        >
          Read
        </Link>
      </div>
    </article>
  );
}
