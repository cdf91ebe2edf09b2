import { describe, expect, it } from 'vitest';
import { buildArticleCatalog } from '../../../src/catalog/articles/index.ts';
import { buildFoodCatalog } from '../../../src/catalog/food/index.ts';
import { buildStoryCatalog } from '../../../src/catalog/stories/index.ts';
import { buildTrainingCatalog } from '../../../src/catalog/training/index.ts';

describe('buildTrainingCatalog', () => {
  it('builds the same catalog every time', () => {
    const first = buildTrainingCatalog();
    const second = buildTrainingCatalog();
    expect(second).toEqual(first);
    expect(first.workouts[100]!.groups).toEqual(second.workouts[100]!.groups);
  });

  it('returns every part, and content ids that do not collide across exercises and workouts', () => {
    const catalog = buildTrainingCatalog();
    expect(catalog.exercises.length).toBeGreaterThanOrEqual(150);
    expect(catalog.workouts.length).toBeGreaterThanOrEqual(600);
    expect(catalog.programs).toHaveLength(8);
    expect(catalog.equipment.length).toBeGreaterThanOrEqual(15);
    expect(catalog.targets.map((target) => target.id)).toEqual(
      expect.arrayContaining(['glutes', 'core', 'pelvic-floor', 'cardio', 'mobility']),
    );
    const ids = [...catalog.exercises.map((exercise) => exercise.contentId), ...catalog.workouts.map((workout) => workout.contentId)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses content ids no article, story, help page or recipe uses', () => {
    const catalog = buildTrainingCatalog();
    const training = [...catalog.exercises.map((exercise) => exercise.contentId), ...catalog.workouts.map((workout) => workout.contentId)];
    const others = new Set(
      [...buildArticleCatalog().all, ...buildStoryCatalog().all, ...buildFoodCatalog().recipes].map((item) => item.contentId),
    );
    expect(others.size).toBeGreaterThan(600);
    expect(training.filter((id) => others.has(id))).toEqual([]);
  });
});
