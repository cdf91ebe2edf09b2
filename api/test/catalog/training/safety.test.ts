import { describe, expect, it } from 'vitest';
import { SAFETY_RULES, safetyOf, type SafetyFacts } from '../../../src/catalog/training/safety.ts';
import type { Phase } from '../../../src/catalog/training/types.ts';

const plain: SafetyFacts = { position: 'standing', impact: 'low', traits: [], equipment: ['bodyweight'] };
const T1: Phase = 'trimester1';
const T2: Phase = 'trimester2';
const T3: Phase = 'trimester3';
const PP: Phase = 'postpartum';

describe('the pre- and postnatal safety rules', () => {
  it.each<[string, Partial<SafetyFacts>, Phase[]]>([
    ['a standing bodyweight move', {}, [T1, T2, T3, PP]],
    ['lying on the back', { position: 'supine' }, [T1, PP]],
    ['lying face down', { position: 'prone' }, [T1, PP]],
    ['a front plank', { position: 'plank' }, [T1, T2]],
    ['a rollout from the knees', { position: 'kneeling', traits: ['front-loaded'] }, [T1, T2]],
    ['hanging from a bar', { position: 'hanging' }, [T1]],
    ['high impact', { impact: 'high' }, []],
    ['crunch-type flexion', { traits: ['spinal-flexion'] }, []],
    ['hard balance', { traits: ['balance'] }, [T1, T2, PP]],
    ['a swung load', { traits: ['ballistic'] }, [T1, T2]],
    ['folding over the bump', { traits: ['abdominal-compression'] }, [T1, T2, PP]],
    ['twisting against a load', { traits: ['loaded-rotation'] }, [T1, T2]],
    ['a barbell lift', { equipment: ['barbell'] }, [T1, T2]],
    ['breathing, seated', { position: 'seated', traits: ['breathing'] }, [T1, T2, T3, PP]],
    ['side-lying', { position: 'side-lying' }, [T1, T2, T3, PP]],
    ['on all fours', { position: 'all-fours' }, [T1, T2, T3, PP]],
    ['reclined on an incline bench', { position: 'inclined', equipment: ['dumbbells', 'bench'] }, [T1, T2, T3, PP]],
    ['a supine crunch', { position: 'supine', traits: ['spinal-flexion'] }, []],
  ])('%s is safe in %j', (_, facts, safePhases) => {
    const { safeIn } = safetyOf({ ...plain, ...facts });
    expect(
      Object.entries(safeIn)
        .filter(([, safe]) => safe)
        .map(([phase]) => phase),
    ).toEqual(safePhases);
  });

  it('says which rule and why, for each unsafe phase', () => {
    const { cautions } = safetyOf({ ...plain, position: 'supine' });
    expect(cautions.map((caution) => [caution.phase, caution.rule])).toEqual([
      [T2, 'supine'],
      [T3, 'supine'],
    ]);
    expect(cautions[0]!.reason).toMatch(/back/);
  });

  it('gives every rule a reason and at least one phase', () => {
    for (const rule of SAFETY_RULES) {
      expect(rule.reason.length).toBeGreaterThan(20);
      expect(rule.phases.length).toBeGreaterThan(0);
    }
    expect(new Set(SAFETY_RULES.map((rule) => rule.id)).size).toBe(SAFETY_RULES.length);
  });
});
