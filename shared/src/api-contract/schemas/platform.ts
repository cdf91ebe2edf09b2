/** Platform data's shapes: platform config (interaction service) and the about page (search service). */
import { Type, type Static } from 'typebox';
import { PILLAR_KEYS, type PillarKey } from '../platform.ts';
import { ImageRefSchema, StrictObject } from './common.ts';

export const PlatformSchema = Type.Literal('WEB');
export type Platform = Static<typeof PlatformSchema>;

const TestimonialSchema = Type.Object({
  title: Type.String(),
  text: Type.String(),
  username: Type.String(),
  icon: Type.String(),
  rating: Type.Integer({ description: '1-5: stars shown up to this value' }),
});
export type Testimonial = Static<typeof TestimonialSchema>;

const RegionEntrySchema = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export type RegionEntry = Static<typeof RegionEntrySchema>;

/** SPEC section 3, "Config data". */
const ConfigDataSchema = Type.Object({
  herobanner: Type.Object({ buttonText: Type.String(), subscriptionMessage: Type.String() }),
  testimonials: Type.Array(TestimonialSchema),
  /** Links (app paths ending in isPolicy=true). */
  privacyPolicy: Type.String(),
  termsConditions: Type.String(),
  billingTerms: Type.String(),
  extraImages: Type.Object(Object.fromEntries(PILLAR_KEYS.map((key) => [key, ImageRefSchema])) as Record<PillarKey, typeof ImageRefSchema>),
  /** Keyed by regionId as a string: { "1": { id: 1, code: "AU", name: "Australia" }, ... }. */
  regions: Type.Record(Type.String(), RegionEntrySchema),
  /** Banned password words (SPEC section 5, "Choose a stronger password"). */
  commonPattern: Type.Array(Type.String()),
});
export type ConfigData = Static<typeof ConfigDataSchema>;

export const PlatformConfigEntrySchema = Type.Object({
  id: Type.Integer(),
  platform: PlatformSchema,
  data: ConfigDataSchema,
});
export type PlatformConfigEntry = Static<typeof PlatformConfigEntrySchema>;
export type PlatformConfigData = PlatformConfigEntry[];

export const PlatformConfigQuery = StrictObject({ platform: Type.Enum(['WEB']) });

const AboutSectionSchema = Type.Object({ title: Type.String(), text: Type.String() });
export type AboutSection = Static<typeof AboutSectionSchema>;

export const AboutSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  image: ImageRefSchema,
  sections: Type.Array(AboutSectionSchema),
});
export type AboutData = Static<typeof AboutSchema>;
