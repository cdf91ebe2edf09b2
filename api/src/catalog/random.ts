/**
 * The catalog's one source of chance: a small seeded generator (mulberry32), so the same seed
 * builds the same catalog on every machine. Never use Math.random() in catalog code.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A new array in a random order; the input is left alone. */
  shuffle<T>(items: readonly T[]): T[];
  /** true with the given probability. */
  chance(probability: number): boolean;
}

/** FNV-1a of a text: turns a name ("recipes:breakfast") into a seed. */
export function seedOf(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

export function createRandom(seed: number | string): Random {
  let state = (typeof seed === 'string' ? seedOf(seed) : seed) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    chance: (probability) => next() < probability,
  };
}
