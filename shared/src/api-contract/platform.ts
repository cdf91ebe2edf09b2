/** Platform data: platform config (interaction service) and the about page (search service). */
export type { ApiEnvelope } from './envelope.ts';

export const PLATFORM_PATHS = {
  /** GET ?platform=WEB; data is a list, the app reads the first entry's `data`. */
  platformConfig: '/interaction/user-interaction/pub/api/platform-config/config',
  /** GET, public. */
  about: '/search/application-search/pub/api/about',
} as const;

export type Platform = 'WEB';

export const PILLAR_KEYS = [
  'pillar-weight-loss',
  'pillar-strength-tone',
  'pillar-regular',
  'pillar-veg',
  'pillar-tips',
  'pillar-meditate',
  'pillar-pregnancy',
  'pillar-post-pregnancy',
] as const;
export type PillarKey = (typeof PILLAR_KEYS)[number];

export interface ImageRef {
  imageId: number;
  imageUrl: string;
}

export interface Testimonial {
  title: string;
  text: string;
  username: string;
  icon: string;
  /** 1-5: stars shown up to this value. */
  rating: number;
}

export interface RegionEntry {
  id: number;
  code: string;
  name: string;
}

/** SPEC section 3, "Config data". */
export interface ConfigData {
  herobanner: { buttonText: string; subscriptionMessage: string };
  testimonials: Testimonial[];
  /** Links (app paths ending in isPolicy=true). */
  privacyPolicy: string;
  termsConditions: string;
  billingTerms: string;
  extraImages: Record<PillarKey, ImageRef>;
  /** Keyed by regionId as a string: { "1": { id: 1, code: "AU", name: "Australia" }, ... }. */
  regions: Record<string, RegionEntry>;
  /** Banned password words (SPEC section 5, "Choose a stronger password"). */
  commonPattern: string[];
}

export interface PlatformConfigEntry {
  id: number;
  platform: Platform;
  data: ConfigData;
}

export type PlatformConfigData = PlatformConfigEntry[];

export interface AboutSection {
  title: string;
  text: string;
}

export interface AboutData {
  title: string;
  description: string;
  image: ImageRef;
  sections: AboutSection[];
}
