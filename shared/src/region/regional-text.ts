import type { RegionalCopy } from '../api-contract/home-screen.ts';
import { REGIONS, type RegionId } from '../api-contract/user-service.ts';

export type RegionCode = (typeof REGIONS)[number]['code'];
export const DEFAULT_REGION_CODE: RegionCode = 'AU';

/** The region of a regionId; anything unknown is the default, Australia (SPEC section 9). */
export function regionCodeFor(regionId: number | null | undefined): RegionCode {
  return REGIONS.find((region) => region.id === regionId)?.code ?? DEFAULT_REGION_CODE;
}

export function isRegionId(value: unknown): value is RegionId {
  return REGIONS.some((region) => region.id === value);
}

type RegionalField = 'title' | 'description';
type WithRegionalField = RegionalCopy & { title?: string; description?: string };

/** An entity's title or description for a region: titleUK/titleUS when present, else the default. */
export function regionalText(item: WithRegionalField, field: RegionalField, regionId: number | null | undefined): string {
  const code = regionCodeFor(regionId);
  const fallback = item[field] ?? '';
  if (code === 'AU') return fallback;
  const variant = item[`${field}${code}` as keyof RegionalCopy];
  return variant && variant.trim() ? variant : fallback;
}

/** Something named per region ({ name, nameUK, nameUS }: a recipe on the shopping list): the region's name, else the default. */
export function regionalName(
  item: { name: string; nameUK?: string | undefined; nameUS?: string | undefined },
  regionId: number | null | undefined,
): string {
  const code = regionCodeFor(regionId);
  const variant = code === 'UK' ? item.nameUK : code === 'US' ? item.nameUS : undefined;
  return variant?.trim() ? variant : item.name;
}

/** Static copy written per region: { AU: 'Mum', US: 'Mom' }. A missing region reads the AU text. */
export type RegionalString = { AU: string } & Partial<Record<Exclude<RegionCode, 'AU'>, string>>;

export function pickRegional(copy: RegionalString, regionId: number | null | undefined): string {
  return copy[regionCodeFor(regionId)] ?? copy.AU;
}
