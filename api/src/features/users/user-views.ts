import type { RegionId, UserInfo, UserSettings } from '@app/shared/api-contract/user-service';
import type { User } from '../../db/schema.ts';
import { stageOfChoice } from '../planner/planner-repository.ts';

export function toUserSettings(user: User): UserSettings {
  return { id: user.id, name: user.name, email: user.email, regionId: user.regionId as RegionId, weightUnit: user.weightUnit };
}

export function toUserInfo(user: User, isSubscribed: boolean): UserInfo {
  return {
    ...toUserSettings(user),
    profileCompleted: user.profileCompleted,
    genderId: user.genderId,
    fitnessId: user.fitnessId,
    pregnancyStage: stageOfChoice(user.fitnessId),
    mealId: user.mealId,
    cooksFor: user.cooksFor,
    weeklyGoal: user.weeklyGoal,
    emailVerified: user.emailVerifiedAt !== null,
    isSubscribed,
    createdAt: user.createdAt.toISOString(),
  };
}
