import { Type, type Static } from 'typebox';
import { PILLAR_KEYS, type AboutData, type ConfigData, type PlatformConfigEntry } from '@app/shared/api-contract/platform';
import { StrictObject } from '@app/shared/api-contract/schemas/common';
import type { Same } from '../../lib/schemas.ts';

const ImageRef = Type.Object({ imageId: Type.Integer(), imageUrl: Type.String() });

const ConfigDataSchema = Type.Object({
  herobanner: Type.Object({ buttonText: Type.String(), subscriptionMessage: Type.String() }),
  testimonials: Type.Array(
    Type.Object({ title: Type.String(), text: Type.String(), username: Type.String(), icon: Type.String(), rating: Type.Integer() }),
  ),
  privacyPolicy: Type.String(),
  termsConditions: Type.String(),
  billingTerms: Type.String(),
  extraImages: Type.Object(
    Object.fromEntries(PILLAR_KEYS.map((key) => [key, ImageRef])) as Record<(typeof PILLAR_KEYS)[number], typeof ImageRef>,
  ),
  regions: Type.Record(Type.String(), Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() })),
  commonPattern: Type.Array(Type.String()),
});

export const PlatformConfigEntrySchema = Type.Object({
  id: Type.Integer(),
  platform: Type.Literal('WEB'),
  data: ConfigDataSchema,
});

export const PlatformConfigQuery = StrictObject({ platform: Type.Enum(['WEB']) });

export const AboutSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  image: ImageRef,
  sections: Type.Array(Type.Object({ title: Type.String(), text: Type.String() })),
});

const _contractChecks: [
  Same<Static<typeof ConfigDataSchema>, ConfigData>,
  Same<Static<typeof PlatformConfigEntrySchema>, PlatformConfigEntry>,
  Same<Static<typeof AboutSchema>, AboutData>,
] = [true, true, true];
