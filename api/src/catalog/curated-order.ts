/**
 * A listing's default order, curated by rule (issue 42): the generators write a catalogue family by
 * family (every overnight oats, then every salad; every glutes workout, kit by kit), and a listing
 * read in that order opens with a run of one dish or one focus. This spreads each family evenly
 * over the whole list, and inside a family each of its own kinds (kit, main ingredient, level) the
 * same way, then moves an item on wherever two of the same family would stand side by side and
 * another family can take the place. Pure and deterministic: the same items give the same order,
 * so a page holds the same items on every request and the replies cache as before.
 */

/** An item's kinds, coarsest first: its family (dish, body focus), then what varies within it. */
export type OrderKeys = readonly string[];

interface Placed<T> {
  item: T;
  /** Where the item falls in its group, from 0 to 1 (the middle of its share). */
  at: number;
}

function rotated<T>(items: readonly T[], by: number): T[] {
  const shift = by % Math.max(items.length, 1);
  return [...items.slice(shift), ...items.slice(0, shift)];
}

/** Spreads items over their kinds from `depth` on; items of one kind keep the order they came in. */
function spread<T>(items: readonly T[], keysOf: (item: T) => OrderKeys, depth: number): T[] {
  if (items.length <= 1) return [...items];
  const groups = new Map<string, T[]>();
  let deeper = false;
  for (const item of items) {
    const keys = keysOf(item);
    if (depth < keys.length) deeper = true;
    const key = keys[depth] ?? '';
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  if (!deeper) return [...items];
  // Larger groups first, then by name: the tie-break when two items fall at the same place.
  const ordered = [...groups.entries()].sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : a > b ? 1 : 0));
  const placed: (Placed<T> & { group: number })[] = [];
  ordered.forEach(([, group], index) => {
    // Each group starts its own kinds at another of them (rotated by its place), so the first items
    // of neighbouring families are not all of one kit or one level.
    const within = rotated(spread(group, keysOf, depth + 1), index);
    within.forEach((item, position) => placed.push({ item, at: (position + 0.5) / within.length, group: index }));
  });
  placed.sort((a, b) => a.at - b.at || a.group - b.group);
  return placed.map((entry) => entry.item);
}

/**
 * Wherever an item has the family of the one before it, the next item of another family is moved
 * up to take its place; when none is left after it (the list ends in one family), the item goes
 * back to the first place between two items of other families. Only when there is no such place
 * do two of one family stand together.
 */
function separated<T>(items: readonly T[], familyOf: (item: T) => string): T[] {
  const list = [...items];
  for (let index = 1; index < list.length; index++) {
    const family = familyOf(list[index]!);
    if (familyOf(list[index - 1]!) !== family) continue;
    const other = list.findIndex((item, at) => at > index && familyOf(item) !== family);
    if (other !== -1) {
      const [moved] = list.splice(other, 1);
      list.splice(index, 0, moved!);
      continue;
    }
    const free = list.findIndex((item, at) => at < index && familyOf(item) !== family && (at === 0 || familyOf(list[at - 1]!) !== family));
    if (free === -1) continue;
    const [moved] = list.splice(index, 1);
    list.splice(free, 0, moved!);
  }
  return list;
}

/**
 * The curated order of a listing's items: each kind spread evenly, level by level of `keysOf`, and
 * no two of one family (`familyOf`, by default the first kind) side by side where avoidable.
 */
export function curatedOrder<T>(
  items: readonly T[],
  keysOf: (item: T) => OrderKeys,
  familyOf: (item: T) => string = (item) => keysOf(item)[0] ?? '',
): T[] {
  return separated(spread(items, keysOf, 0), familyOf);
}

/** The longest run of consecutive items of one kind in a list: how variety is measured (1 is no two side by side). */
export function longestRun<T>(items: readonly T[], kindOf: (item: T) => string): number {
  let longest = 0;
  let run = 0;
  items.forEach((item, index) => {
    run = index > 0 && kindOf(items[index - 1]!) === kindOf(item) ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}
