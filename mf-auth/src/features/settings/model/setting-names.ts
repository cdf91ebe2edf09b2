import { REGIONS, type RegionId, type WeightUnit } from '@app/shared/api-contract/user-service';
import { SETTING_PAGES, settingsPath, type SettingName } from '@app/shared/routes';
import { DEFAULT_REGION_ID } from '@app/shared/session';

/** The pages under /settings/{settingName}: their paths and titles. */
export const SETTINGS = Object.fromEntries(
  Object.entries(SETTING_PAGES).map(([name, title]) => [name, { path: settingsPath(name), title }]),
) as { readonly [N in SettingName]: { path: string; title: (typeof SETTING_PAGES)[N] } };

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
