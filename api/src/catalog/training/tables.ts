import type { Equipment, EquipmentId, Target, TargetId } from './types.ts';

/** The equipment table: what the listing filters offer and what makes an exercise gym-only. */
export const EQUIPMENT: readonly Equipment[] = [
  { id: 'bodyweight', name: 'Bodyweight', atHome: true, phrase: 'no equipment' },
  { id: 'mat', name: 'Mat', atHome: true, phrase: 'a mat' },
  { id: 'dumbbells', name: 'Dumbbells', atHome: true, phrase: 'dumbbells' },
  { id: 'resistance-band', name: 'Resistance band', atHome: true, phrase: 'a resistance band' },
  { id: 'mini-band', name: 'Mini band', atHome: true, phrase: 'a mini band' },
  { id: 'kettlebell', name: 'Kettlebell', atHome: true, phrase: 'a kettlebell' },
  { id: 'swiss-ball', name: 'Swiss ball', atHome: true, phrase: 'a Swiss ball' },
  { id: 'step', name: 'Step', atHome: true, phrase: 'a step' },
  { id: 'foam-roller', name: 'Foam roller', atHome: true, phrase: 'a foam roller' },
  { id: 'bench', name: 'Bench', atHome: true, phrase: 'a bench' },
  { id: 'barbell', name: 'Barbell', atHome: false, phrase: 'a barbell' },
  { id: 'cable-machine', name: 'Cable machine', atHome: false, phrase: 'the cable machine' },
  { id: 'leg-press', name: 'Leg press', atHome: false, phrase: 'the leg press' },
  { id: 'smith-machine', name: 'Smith machine', atHome: false, phrase: 'the Smith machine' },
  { id: 'lat-pulldown-machine', name: 'Lat pulldown machine', atHome: false, phrase: 'the lat pulldown' },
  { id: 'leg-curl-machine', name: 'Leg curl machine', atHome: false, phrase: 'the leg curl' },
  { id: 'leg-extension-machine', name: 'Leg extension machine', atHome: false, phrase: 'the leg extension' },
  { id: 'hip-abduction-machine', name: 'Hip abduction machine', atHome: false, phrase: 'the hip abduction machine' },
  { id: 'chest-press-machine', name: 'Chest press machine', atHome: false, phrase: 'the chest press' },
  { id: 'assisted-pull-up-machine', name: 'Assisted pull-up machine', atHome: false, phrase: 'the assisted pull-up machine' },
  { id: 'pull-up-bar', name: 'Pull-up bar', atHome: false, phrase: 'a pull-up bar' },
  { id: 'back-extension-bench', name: 'Back extension bench', atHome: false, phrase: 'the back extension bench' },
  { id: 'treadmill', name: 'Treadmill', atHome: false, phrase: 'the treadmill' },
  { id: 'rowing-machine', name: 'Rowing machine', atHome: false, phrase: 'the rower' },
  { id: 'exercise-bike', name: 'Exercise bike', atHome: false, phrase: 'the bike' },
  { id: 'stair-climber', name: 'Stair climber', atHome: false, phrase: 'the stair climber' },
];

export const TARGETS: readonly Target[] = [
  { id: 'glutes', name: 'Glutes' },
  { id: 'quads', name: 'Quads' },
  { id: 'hamstrings', name: 'Hamstrings' },
  { id: 'calves', name: 'Calves' },
  { id: 'core', name: 'Core' },
  { id: 'back', name: 'Back' },
  { id: 'chest', name: 'Chest' },
  { id: 'shoulders', name: 'Shoulders' },
  { id: 'arms', name: 'Arms' },
  { id: 'full-body', name: 'Full body' },
  { id: 'cardio', name: 'Cardio' },
  { id: 'mobility', name: 'Mobility' },
  { id: 'pelvic-floor', name: 'Pelvic floor' },
];

const EQUIPMENT_BY_ID = new Map(EQUIPMENT.map((item) => [item.id, item]));

export function equipmentById(id: EquipmentId): Equipment {
  const item = EQUIPMENT_BY_ID.get(id);
  if (!item) throw new Error(`unknown equipment ${id}`);
  return item;
}

/** Table order, so computed lists read the same way everywhere. */
export function sortEquipment(ids: Iterable<EquipmentId>): EquipmentId[] {
  const set = new Set(ids);
  return EQUIPMENT.filter((item) => set.has(item.id)).map((item) => item.id);
}

export function sortTargets(ids: Iterable<TargetId>): TargetId[] {
  const set = new Set(ids);
  return TARGETS.filter((item) => set.has(item.id)).map((item) => item.id);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
