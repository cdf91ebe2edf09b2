import type { ReactNode } from 'react';
import { Link, useParams } from '@app/shared/router';
import type { WorkoutContent } from '@app/shared/api-contract/application-search';
import { PATHS } from '@app/shared/routes';
import { FailureScreen, PageHeading, Spinner } from '@app/shared/ui';
import { useWorkoutContentQuery } from '../api/workout-api.ts';

/** The contentId of /workout/overview/... and /workout/show/...: null when it is not an id. */
function useWorkoutContentId(): number | null {
  const { contentId } = useParams();
  return contentId && /^\d{1,9}$/.test(contentId) ? Number(contentId) : null;
}

function NoSuchWorkout() {
  return <PageHeading lead={<Link to={PATHS.workouts}>Browse workouts</Link>}>There is no such workout</PageHeading>;
}

/** Renders its children with the workout of the path once loaded: loading, not found and failure handled here. */
export function WithWorkoutContent({ children }: { children: (workout: WorkoutContent) => ReactNode }) {
  const contentId = useWorkoutContentId();
  const { data, error, isLoading, refetch } = useWorkoutContentQuery(contentId ?? 0, { skip: contentId === null });
  if (contentId === null) return <NoSuchWorkout />;
  if (isLoading) return <Spinner label="Loading the workout" />;
  if (error && 'status' in error && error.status === 404) return <NoSuchWorkout />;
  if (!data) return <FailureScreen source="planner" onRetry={() => void refetch()} />;
  if (data.contentType !== 'routine') return <NoSuchWorkout />;
  return <>{children(data)}</>;
}
