/**
 * Platform data: platform config (interaction service) and the about page (search service). The
 * reply types are those of its schemas (./schemas/platform.ts).
 */
export type { ApiEnvelope } from './envelope.ts';
export type { ImageRef } from './schemas/common.ts';
import type {
  AboutData,
  AboutSection,
  ConfigData,
  Platform,
  PlatformConfigData,
  PlatformConfigEntry,
  RegionEntry,
  Testimonial,
} from './schemas/platform.ts';

export type { AboutData, AboutSection, ConfigData, Platform, PlatformConfigData, PlatformConfigEntry, RegionEntry, Testimonial };

export const PLATFORM_PATHS = {
  /** GET ?platform=WEB; data is a list, the app reads the first entry's `data`. */
  platformConfig: '/interaction/user-interaction/pub/api/platform-config/config',
  /** GET, public. */
  about: '/search/application-search/pub/api/about',
} as const;

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
