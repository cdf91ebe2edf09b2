import { api } from '@app/shared/api';
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
 * program's progress and the day's history are fetched again, so they show it at once.
 */
export const completionApi = api.enhanceEndpoints({ addTagTypes: ['CourseProgress', 'InProgressPrograms', 'History'] }).injectEndpoints({
  endpoints: (build) => ({
    completeProgramWorkout: build.mutation<CourseProgress, WorkoutCompleteRequest>({
      query: (body) => ({ url: PROGRESS_SERVICE_PATHS.workoutComplete, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { programId }) => [{ type: 'CourseProgress', id: programId }, 'InProgressPrograms', 'History'],
    }),
    completeWorkout: build.mutation<CompletionData, CompleteRequest>({
      query: (body) => ({ url: PROGRESS_SERVICE_PATHS.markAsCompleted, method: 'PUT', body }),
      invalidatesTags: ['History'],
    }),
  }),
});
