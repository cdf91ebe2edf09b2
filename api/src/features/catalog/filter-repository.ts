import { sql, type Kysely } from 'kysely';
import type { ListingType } from '@app/shared/api-contract/application-search';
import type { FilterGroup } from '@app/shared/api-contract/user-interaction';
import { labelOf } from '@app/shared/text/value-label';
import type { Database } from '../../db/schema.ts';

const DURATION_LABELS: Record<string, string> = {
  'under-15': 'Under 15 min',
  '15-30': '15-30 min',
  '30-45': '30-45 min',
  '45-plus': '45 min +',
};
const TRIMESTER_LABELS: Record<string, string> = {
  trimester1: 'First trimester',
  trimester2: 'Second trimester',
  trimester3: 'Third trimester',
  postpartum: 'Postpartum',
};

interface GroupDefinition {
  key: FilterGroup['key'];
  label: string;
  values: string;
  labelFor: (value: string, extra: string | null) => string;
  /** Values with a natural order (shortest first, trimester by trimester); otherwise the most common first. */
  order?: readonly string[];
}

const GROUPS: GroupDefinition[] = [
  { key: 'equipment', label: 'Equipment', values: 'unnest(ci.equipments)', labelFor: (v) => labelOf(v) },
  { key: 'targets', label: 'Targets', values: 'unnest(ci.targets)', labelFor: (v) => labelOf(v) },
  {
    key: 'duration',
    label: 'Duration',
    values: 'ci.duration_band',
    labelFor: (v) => DURATION_LABELS[v] ?? v,
    order: Object.keys(DURATION_LABELS),
  },
  { key: 'mealType', label: 'Meal type', values: 'r.meal_type', labelFor: (v) => v, order: ['Breakfast', 'Lunch', 'Dinner'] },
  { key: 'tag', label: 'Dietary', values: 'unnest(r.tag_abbreviations)', labelFor: (v) => v },
  {
    key: 'trimester',
    label: 'Trimester',
    values: 'ci.pregnancy_stage',
    labelFor: (v) => TRIMESTER_LABELS[v] ?? v,
    order: Object.keys(TRIMESTER_LABELS),
  },
  { key: 'author', label: 'Author', values: 'au.internal_name', labelFor: (v, name) => name ?? v },
];

/** Position of a value in its natural order; unknown values go last. */
function rank(order: readonly string[], value: string): number {
  const index = order.indexOf(value);
  return index === -1 ? order.length : index;
}

/**
 * The filters of a listing, from what its items have: each group with its values and how many
 * items have each; a group with no values is left out. The Snack meal type is the snacks listing's
 * own and is not offered as a meal type.
 */
export async function listingFilters(db: Kysely<Database>, listing: ListingType): Promise<FilterGroup[]> {
  const groups: FilterGroup[] = [];
  for (const group of GROUPS) {
    const { rows } = await sql<{ value: string | null; name: string | null; count: number }>`
      select value, max(name) as name, count(*)::int as count from (
        select ${sql.raw(group.values)} as value, au.author_name as name
        from content_items ci
        left join recipes r on r.content_id = ci.content_id
        left join catalog_articles ca on ca.content_id = ci.content_id
        left join authors au on au.id = ca.author_id
        where ci.listings @> array[${listing}]::text[]
      ) v where value is not null and value <> 'Snack'
      group by value order by count desc, value`.execute(db);
    if (rows.length === 0) continue;
    const { order } = group;
    if (order) rows.sort((a, b) => rank(order, a.value!) - rank(order, b.value!));
    groups.push({
      key: group.key,
      label: group.label,
      options: rows.map((row) => ({ value: row.value!, label: group.labelFor(row.value!, row.name), count: Number(row.count) })),
    });
  }
  return groups;
}
