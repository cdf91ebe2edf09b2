/**
 * The cache tags of what a change of her pregnancy stage changes (issue 42): her stage plan, the
 * programs she is doing, her progress in them and the home's look at them. Saving her preferences
 * (mf-auth) invalidates them with her planner weeks, so mf-planner's reads of them read again. A
 * module of its own, so mf-auth names them without loading mf-planner's endpoints.
 */
export const STAGE_PLAN_TAGS = ['StagePlan', 'InProgressPrograms', 'CourseProgress', 'MemberHomeProgram'] as const;
