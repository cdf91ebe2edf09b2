import { Type, type Static } from 'typebox';
import type { OnboardingData, SaveProfileRequest } from '@app/shared/api-contract/user-service';
import { COOKS_FOR_RANGE } from '@app/shared/validation';
import { StrictObject, type Same } from '../../lib/schemas.ts';

const CHOICE_ID = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const SaveProfileBody = StrictObject({
  genderId: CHOICE_ID,
  fitnessId: CHOICE_ID,
  mealId: CHOICE_ID,
  // The range is checked in the route, with the form's message (isValidCooksFor).
  cooksFor: Type.Optional(
    Type.Union([Type.Integer(), Type.Null()], {
      description: `How many she cooks for, ${COOKS_FOR_RANGE.min} to ${COOKS_FOR_RANGE.max}; null: as each recipe serves; left out: unchanged`,
    }),
  ),
});

const ChoiceSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export const OnboardingDataSchema = Type.Object({
  gender: Type.Array(ChoiceSchema),
  fitnessChoices: Type.Array(ChoiceSchema),
  mealChoices: Type.Array(ChoiceSchema),
});

const _contractChecks: [Same<Static<typeof SaveProfileBody>, SaveProfileRequest>, Same<Static<typeof OnboardingDataSchema>, OnboardingData>] = [
  true,
  true,
];
