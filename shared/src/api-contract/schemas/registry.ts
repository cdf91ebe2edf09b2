/** The deploy API's shapes that callers read as types: the canary controller's decisions. */
import { Type, type Static } from 'typebox';

/** A decision of the canary controller, as POST canaryAnalysis answers and remote:watch prints it. */
export const CanaryDecisionSchema = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  action: Type.Enum(['rollback', 'step', 'promote']),
  reason: Type.String(),
});
export type CanaryDecision = Static<typeof CanaryDecisionSchema>;
