import { Type, type Static } from 'typebox';
import type { OnboardingData, SaveProfileRequest } from '@app/shared/api-contract/user-service';
import { StrictObject, type Same } from '../../lib/schemas.ts';

const CHOICE_ID = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const SaveProfileBody = StrictObject({ genderId: CHOICE_ID, fitnessId: CHOICE_ID, mealId: CHOICE_ID });

export const ChoiceSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export const OnboardingDataSchema = Type.Object({
  gender: Type.Array(ChoiceSchema),
  fitnessChoices: Type.Array(ChoiceSchema),
  mealChoices: Type.Array(ChoiceSchema),
});

export const contractChecks: [Same<Static<typeof SaveProfileBody>, SaveProfileRequest>, Same<Static<typeof OnboardingDataSchema>, OnboardingData>] = [
  true,
  true,
];
