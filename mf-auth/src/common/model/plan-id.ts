/** Carries the plan picked on the marketing page (planId) from one step of sign-up to the next. */
export function withPlanId(path: string, planId: string | null | undefined): string {
  if (!planId) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}planId=${encodeURIComponent(planId)}`;
}
