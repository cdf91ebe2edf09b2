/**
 * The artwork subjects of recipes and exercises: each its own picture, named by what it is drawn
 * from, so a change to the recipe or the movement is a new name (and a new URL).
 *
 * - dish-{slug}-{hash}: a recipe's dish, drawn from its ingredients (dish/dish-plan.ts); the hash is
 *   of its plan. The picture is drawn from the recipe's rows, found by this subject.
 * - move-{motion}-{props}-{hash}: an exercise's movement (figure/motions.ts) and what she holds;
 *   the subject names all the drawing needs, and the hash is of the motion's key poses.
 * - work-{motion}-{props}-{hash}: a workout's picture: her in the turning pose of one of its own
 *   exercises (picked by the workout's id among its work sets), in a scene whose colours the
 *   subject picks; the hash is of that movement and the workout's id.
 */
import { createHash } from 'node:crypto';
import { dishPlan, type DishInput } from './dish/dish-plan.ts';
import { hash } from './drawing.ts';
import { holdOf, motionOf, type MotionSubject } from './figure/exercise-motion.ts';
import { MOTIONS } from './figure/motions.ts';
import type { Motion } from './figure/motion-svg.ts';
import type { Hold } from './figure/painter.ts';
import { scenery } from './figure/scenery.ts';

/** Subjects are at most this long (the catalog document's limit). */
export const SUBJECT_MAX_LENGTH = 60;
const HASH_LENGTH = 8;

const shortHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, HASH_LENGTH);

/** Grams as the database keeps them (a real): rounded, so the seed's plan and the stored one agree. */
function stablePlan(input: DishInput) {
  return dishPlan({
    ...input,
    ingredients: input.ingredients.map((item) => ({ ...item, grams: item.grams === null ? null : Math.round(item.grams * 10) / 10 })),
  });
}

export function dishPlanOf(input: DishInput) {
  return stablePlan(input);
}

export function dishSubject(input: DishInput): string {
  const room = SUBJECT_MAX_LENGTH - 'dish-'.length - HASH_LENGTH - 1;
  let slug = input.slug.slice(0, room);
  if (input.slug.length > room) slug = slug.slice(0, Math.max(1, slug.lastIndexOf('-')));
  return `dish-${slug.replace(/-+$/, '')}-${shortHash(stablePlan(input))}`;
}

const HOLD_CODES: Record<Hold, string> = { none: 'bw', dumbbells: 'db', dumbbell: 'd1', kettlebell: 'kb', barbell: 'bb', plate: 'pl' };
/** A cable machine beside a movement that does not bring its own. */
const CABLE_FLAG = 'c';

export interface ExerciseArtwork extends MotionSubject {
  equipment: readonly string[];
}

function movementSubject(kind: 'move' | 'work', exercise: ExerciseArtwork, salt: unknown): string {
  const motion = motionOf(exercise);
  const props = HOLD_CODES[holdOf(exercise)] + (exercise.equipment.includes('cable-machine') ? CABLE_FLAG : '');
  const drawn = movementOf(motion, props);
  if (!drawn) throw new Error(`no motion ${motion}`);
  return `${kind}-${motion}-${props}-${shortHash([drawn, salt])}`;
}

export function moveSubject(exercise: ExerciseArtwork): string {
  return movementSubject('move', exercise, null);
}

/** A workout's picture: one of the exercises of its work sets, which one by its id (and its colours too). */
export function workSubject(workout: { id: string }, workExercises: readonly ExerciseArtwork[]): string {
  const distinct = [...new Set(workExercises)];
  if (distinct.length === 0) throw new Error(`workout ${workout.id} has no work exercise`);
  const exercise = distinct[hash(workout.id) % distinct.length]!;
  return movementSubject('work', exercise, workout.id);
}

/** The motion a move or work subject names, with what she holds and the cable beside her; null for no such subject. */
export function parseMoveSubject(subject: string): Motion | null {
  const match = /^(?:move|work)-([a-z0-9-]+)-([a-z0-9]{2,3})-([0-9a-f]{8})$/.exec(subject);
  if (!match) return null;
  return movementOf(match[1]!, match[2]!);
}

function movementOf(motionId: string, props: string): Motion | null {
  const motion = Object.hasOwn(MOTIONS, motionId) ? MOTIONS[motionId] : undefined;
  const hold = (Object.keys(HOLD_CODES) as Hold[]).find((key) => HOLD_CODES[key] === props.slice(0, 2));
  const flags = props.slice(2);
  if (!motion || !hold || (flags !== '' && flags !== CABLE_FLAG)) return null;
  const cable = flags === CABLE_FLAG && !motion.scenery.some((item) => item.kind === 'cable');
  return { ...motion, hold, scenery: cable ? [...motion.scenery, scenery('cable', 0.62, 0.2, 1.5)] : motion.scenery };
}
