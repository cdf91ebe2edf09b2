import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@app/shared/router';
import type { WorkoutContent } from '@app/shared/api-contract/application-search';
import type { WorkoutGroup, WorkoutStep } from '@app/shared/api-contract/workout';
import { apiErrorMessage } from '@app/shared/api';
import { favouriteMessage } from '@app/shared/messages';
import { useProvideHeaderActions } from '@app/shared/chrome';
import { chooseImage, variantsFromImageList } from '@app/shared/media/image-choice';
import { formatDuration, formatMinutes } from '@app/shared/planner/duration';
import { workoutOverviewPath, workoutPlayerPath } from '@app/shared/routes';
import { useSession } from '@app/shared/store';
import { labelOf } from '@app/shared/text/value-label';
import { PageHeading, showToast } from '@app/shared/ui';
import { SmartImage } from '@app/shared/ui/smart-image';
import { ExerciseMovement } from '../../../common/components/exercise-movement.tsx';
import { useSetWorkoutFavouriteMutation, useWorkoutContentQuery, useWorkoutFavouriteQuery } from '../api/workout-api.ts';
import { exerciseFigure, groupRounds } from '../../../common/model/exercise-figure.ts';
import { WithWorkoutContent } from './with-workout-content.tsx';
import './workout-overview.css';
import { countOf } from '@app/shared/text/plural';

/** SPEC sections 4 and 9: the action and switch labels. */
const START_WORKOUT_LABEL = 'Start Workout';
const LOGBOOK_LABEL = 'LOGBOOK';
const SWITCH_LABELS = { toGym: 'Switch to In Gym', toHome: 'Switch to At Home' } as const;

const setOf = (setType: 0 | 1) => (setType === 1 ? 'gym' : 'home');

/** SPEC: favourite shown on the overview (complete is not). Toggles at once, undone if the server refuses. */
function useFavouriteControl(contentId: number) {
  const session = useSession();
  const userId = Number(session?.id);
  const known = Number.isInteger(userId) && userId > 0;
  const { data: favourite = false, isSuccess: favouriteKnown } = useWorkoutFavouriteQuery({ userId, contentId }, { skip: !known });
  const [setFavourite] = useSetWorkoutFavouriteMutation();
  const actions = useMemo(
    () =>
      known
        ? {
            favorite: {
              active: favourite,
              // Until her saved state is in, a tap would save what she may have saved already (or
              // be lost when the state lands): the button waits for it.
              disabled: !favouriteKnown,
              onPress: () => {
                void setFavourite({ userId, contentId, contentType: 'routine', favourite: !favourite })
                  .unwrap()
                  .then((saved) => showToast({ kind: 'success', message: favouriteMessage(saved) }))
                  .catch((error: unknown) => showToast({ kind: 'error', message: apiErrorMessage(error as never) }));
              },
            },
          }
        : {},
    [known, favourite, favouriteKnown, setFavourite, userId, contentId],
  );
  useProvideHeaderActions(actions);
}

function ExerciseRow({ exercise }: { exercise: WorkoutStep }) {
  return (
    <li className="overview-exercise">
      <ExerciseMovement className="overview-exercise__image" exercise={exercise} alt={exercise.title} sizes="120px" />
      <div className="overview-exercise__text">
        <h4 className="overview-exercise__title">{exercise.title}</h4>
        <p className="overview-exercise__figure">{exerciseFigure(exercise)}</p>
        {exercise.rest > 0 ? <p className="overview-exercise__rest">Rest {formatDuration(exercise.rest)}</p> : null}
      </div>
    </li>
  );
}

function GroupSection({ group }: { group: WorkoutGroup }) {
  return (
    <section className="overview-group" aria-labelledby={`group-${group.id}`}>
      <div className="overview-group__head">
        <h3 id={`group-${group.id}`} className="overview-group__title">
          {group.title}
        </h3>
        <p className="overview-group__rounds">{groupRounds(group)}</p>
      </div>
      <p className="overview-group__summary">{group.summary}</p>
      <ol className="overview-group__exercises">
        {group.exercises.map((exercise) => (
          <ExerciseRow key={exercise.id} exercise={exercise} />
        ))}
      </ol>
    </section>
  );
}

/** "Switch to In Gym" / "Switch to At Home": the linked version (its title makes its path), or why there is none. */
function SwitchVersion({ workout, search }: { workout: WorkoutContent; search: string }) {
  const linked = useWorkoutContentQuery(workout.linkedContentId ?? 0, { skip: workout.linkedContentId === null });
  const label = workout.setType === 0 ? SWITCH_LABELS.toGym : SWITCH_LABELS.toHome;
  if (workout.linkedContentId === null)
    return workout.noLinkReason ? <p className="overview-actions__note">{workout.noLinkReason}</p> : null;
  const other = linked.data;
  if (!other || other.contentType !== 'routine') return null;
  return (
    <Link
      className="button button--ghost"
      to={`${workoutOverviewPath(setOf(other.setType), other.contentId, other.title, other.urlPartial)}${search}`}
    >
      {label}
    </Link>
  );
}

function Overview({ workout, logbook }: { workout: WorkoutContent; logbook?: ReactNode }) {
  const { search } = useLocation();
  const [logbookOpen, setLogbookOpen] = useState(false);
  const logbookId = useId();
  useFavouriteControl(workout.contentId);
  const hero = chooseImage(variantsFromImageList(workout.imageList), { aspectRatio: 16 / 9 });
  const groups = workout.levels[0]?.workouts[0]?.groups ?? [];

  return (
    <article className="workout-overview">
      <div className="overview-hero">
        <SmartImage className="overview-hero__image" image={hero} alt="" priority sizes="(min-width: 1024px) 560px, 100vw" />
        <div className="overview-hero__text">
          <p className="overview-hero__set">
            {workout.setType === 1 ? 'In gym' : 'At home'} · {workout.level}
          </p>
          <PageHeading lead={workout.summary}>{workout.title}</PageHeading>
          <ul className="overview-facts" aria-label="Workout at a glance">
            {workout.duration !== null ? <li className="overview-facts__duration">{formatMinutes(workout.duration)}</li> : null}
            <li>{countOf(groups.length, 'part', 'parts')}</li>
          </ul>
          <dl className="overview-lists">
            <div>
              <dt>Equipment</dt>
              <dd>{workout.equipments.length > 0 ? workout.equipments.map(labelOf).join(', ') : 'No equipment'}</dd>
            </div>
            <div>
              <dt>Targets</dt>
              <dd>{workout.targets.map(labelOf).join(', ')}</dd>
            </div>
          </dl>
          <div className="overview-actions">
            <Link
              className="button button--primary"
              to={`${workoutPlayerPath(setOf(workout.setType), workout.contentId, workout.title, workout.urlPartial)}${search}`}
            >
              {START_WORKOUT_LABEL}
            </Link>
            <SwitchVersion workout={workout} search={search} />
            {logbook ? (
              <button
                type="button"
                className="button button--ghost"
                aria-expanded={logbookOpen}
                aria-controls={logbookId}
                onClick={() => setLogbookOpen((open) => !open)}
              >
                {LOGBOOK_LABEL}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      {logbook ? (
        <div id={logbookId} hidden={!logbookOpen}>
          {logbookOpen ? logbook : null}
        </div>
      ) : null}
      <section className="overview-groups" aria-labelledby="overview-groups-title">
        <h2 id="overview-groups-title" className="overview-groups__title">
          The workout
        </h2>
        {groups.map((group) => (
          <GroupSection key={group.id} group={group} />
        ))}
      </section>
    </article>
  );
}

/**
 * /workout/overview/{setTypeLookupId}/{contentId}/{contentTitle}: duration, equipment, targets, the
 * groups and their exercises, favourite in the top bar, the other version, Start Workout and the
 * logbook (which the expose composes in).
 */
export function WorkoutOverviewPage({ logbook }: { logbook?: (workout: WorkoutContent) => ReactNode }) {
  return (
    <WithWorkoutContent>
      {(workout) => <Overview key={workout.contentId} workout={workout} logbook={logbook?.(workout)} />}
    </WithWorkoutContent>
  );
}
