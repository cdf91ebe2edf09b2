import { api } from '@app/shared/api';
import { TRAINING_TAG } from '../../../common/api/training-api.ts';
import {
  PROGRESS_SERVICE_PATHS,
  type CompleteRequest,
  type CompletionData,
  type CourseProgress,
  type WorkoutCompleteRequest,
} from '@app/shared/api-contract/progress-service';

/**
 * "Complete Workout": in a program, SPEC 7's workout complete (type "workout", programId, workoutId,
 * complete true, setType, courseId); on its own, mark-as-completed with the setType. Either way the
 * program's progress, the day's history, the planner's weeks and her training are fetched again,
 * so they show it at once (a completion also completes the planner's workout of the day).
 */
export const completionApi = api
  .enhanceEndpoints({ addTagTypes: ['CourseProgress', 'InProgressPrograms', 'History', 'PlannerWeek', TRAINING_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      completeProgramWorkout: build.mutation<CourseProgress, WorkoutCompleteRequest>({
        query: (body) => ({ url: PROGRESS_SERVICE_PATHS.workoutComplete, method: 'PUT', body }),
        invalidatesTags: (_result, _error, { programId }) => [
          { type: 'CourseProgress', id: programId },
          'InProgressPrograms',
          'History',
          'PlannerWeek',
          TRAINING_TAG,
        ],
      }),
      completeWorkout: build.mutation<CompletionData, CompleteRequest>({
        query: (body) => ({ url: PROGRESS_SERVICE_PATHS.markAsCompleted, method: 'PUT', body }),
        invalidatesTags: ['History', 'PlannerWeek', TRAINING_TAG],
      }),
    }),
  });
