import { PHASES, type EquipmentId, type Impact, type Phase, type PhaseCaution, type Position, type Trait } from './types.ts';

/** What the rules read about an exercise. */
export interface SafetyFacts {
  position: Position;
  impact: Impact;
  traits: readonly Trait[];
  equipment: readonly EquipmentId[];
}

export interface SafetyRule {
  id: string;
  /** The phases in which an exercise the rule matches is unsafe. */
  phases: readonly Phase[];
  matches(facts: SafetyFacts): boolean;
  reason: string;
}

const ALL: readonly Phase[] = PHASES;

/**
 * The pre- and postnatal rules, one place. Postpartum means the first months back after the
 * six-week check: the pelvic floor and the linea alba are still healing. Breathing and pelvic
 * floor work (trait 'breathing', done seated, side-lying, kneeling or on all fours) meets no rule,
 * so it is safe throughout.
 */
export const SAFETY_RULES: readonly SafetyRule[] = [
  {
    id: 'high-impact',
    phases: ALL,
    matches: (facts) => facts.impact === 'high',
    reason: 'Jumping and running load the pelvic floor and loosened joints; use the low-impact option.',
  },
  {
    id: 'spinal-flexion',
    phases: ALL,
    matches: (facts) => facts.traits.includes('spinal-flexion'),
    reason: 'Crunch-type flexion pushes on the linea alba and can widen abdominal separation.',
  },
  {
    id: 'supine',
    phases: ['trimester2', 'trimester3'],
    matches: (facts) => facts.position === 'supine',
    reason: 'After the first trimester, lying flat on the back can press on the vena cava and cause dizziness.',
  },
  {
    id: 'prone',
    phases: ['trimester2', 'trimester3'],
    matches: (facts) => facts.position === 'prone',
    reason: 'After the first trimester, lying face down puts weight on the bump.',
  },
  {
    id: 'front-loading',
    phases: ['trimester3', 'postpartum'],
    matches: (facts) => facts.position === 'plank' || facts.traits.includes('front-loaded'),
    reason: 'A full front plank or a rollout loads a stretched or healing abdominal wall; work from the knees or on all fours.',
  },
  {
    id: 'hanging',
    phases: ['trimester2', 'trimester3', 'postpartum'],
    matches: (facts) => facts.position === 'hanging',
    reason: 'Hanging raises abdominal pressure and risks a fall from the bar.',
  },
  {
    id: 'balance',
    phases: ['trimester3'],
    matches: (facts) => facts.traits.includes('balance'),
    reason: 'A growing bump moves the centre of gravity; hard single-leg balance risks a fall.',
  },
  {
    id: 'ballistic',
    phases: ['trimester3', 'postpartum'],
    matches: (facts) => facts.traits.includes('ballistic'),
    reason: 'Swung loads jolt the pelvic floor and loosened joints.',
  },
  {
    id: 'abdominal-compression',
    phases: ['trimester3'],
    matches: (facts) => facts.traits.includes('abdominal-compression'),
    reason: 'Folding forward over the bump under effort compresses it.',
  },
  {
    id: 'loaded-rotation',
    phases: ['trimester3', 'postpartum'],
    matches: (facts) => facts.traits.includes('loaded-rotation'),
    reason: 'Twisting against a load shears a stretched or healing abdominal wall.',
  },
  {
    id: 'barbell',
    phases: ['trimester3', 'postpartum'],
    matches: (facts) => facts.equipment.includes('barbell'),
    reason: 'Heavy barbell lifts are swapped for dumbbells while balance, pelvic floor and core adapt.',
  },
];

/** Which rules an exercise meets, phase by phase. */
function cautionsFor(facts: SafetyFacts, rules: readonly SafetyRule[] = SAFETY_RULES): PhaseCaution[] {
  return rules
    .filter((rule) => rule.matches(facts))
    .flatMap((rule) => rule.phases.map((phase) => ({ phase, rule: rule.id, reason: rule.reason })));
}

export function safetyOf(
  facts: SafetyFacts,
  rules: readonly SafetyRule[] = SAFETY_RULES,
): { safeIn: Record<Phase, boolean>; cautions: PhaseCaution[] } {
  const cautions = cautionsFor(facts, rules);
  const unsafe = new Set(cautions.map((caution) => caution.phase));
  const safeIn = Object.fromEntries(PHASES.map((phase) => [phase, !unsafe.has(phase)])) as Record<Phase, boolean>;
  return { safeIn, cautions };
}
