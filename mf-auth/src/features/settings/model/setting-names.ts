import { REGIONS, type RegionId, type WeightUnit } from '@app/shared/api-contract/user-service';
import { DEFAULT_REGION_ID } from '@app/shared/session';

/** The pages under /settings/{settingName}. */
export const SETTINGS = {
  region: { path: '/settings/region', title: 'Region and units' },
  password: { path: '/settings/password', title: 'Change password' },
} as const;

export type SettingName = keyof typeof SETTINGS;

export function isSettingName(value: string | undefined): value is SettingName {
  return value !== undefined && Object.hasOwn(SETTINGS, value);
}

export const WEIGHT_UNIT_LABELS: Record<WeightUnit, string> = {
  kg: 'Kilograms (kg)',
  lb: 'Pounds (lb)',
};

export const REGION_OPTIONS = REGIONS.map((region) => ({ value: region.id as RegionId, label: region.name }));

/** Australia unless a known region is stored (SPEC section 9). */
export function regionIdOrDefault(value: unknown): RegionId {
  return REGIONS.some((region) => region.id === value) ? (value as RegionId) : (DEFAULT_REGION_ID as RegionId);
}

export function weightUnitOrDefault(value: unknown): WeightUnit {
  return value === 'lb' ? 'lb' : 'kg';
}

export function regionName(regionId: unknown): string {
  return REGIONS.find((region) => region.id === regionIdOrDefault(regionId))!.name;
}
