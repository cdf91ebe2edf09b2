import { describe, expect, it } from 'vitest';
import { buildExercises } from '../../../src/catalog/training/exercises.ts';
import { listingFilters, type TrainingListing } from '../../../src/catalog/training/filters.ts';
import { buildWorkouts } from '../../../src/catalog/training/workouts.ts';

const workouts = buildWorkouts(buildExercises());

describe('listing filters', () => {
  it.each<TrainingListing>(['home', 'gym', 'pregnancy'])('offer for %s exactly what its workouts carry, with honest counts', (listing) => {
    const listed = workouts.filter((workout) => workout.listings.includes(listing));
    const filters = listingFilters(workouts, listing);
    expect(new Set(filters.equipment.map((option) => option.id))).toEqual(new Set(listed.flatMap((workout) => workout.equipment)));
    expect(new Set(filters.targets.map((option) => option.id))).toEqual(new Set(listed.flatMap((workout) => workout.targets)));
    expect(new Set(filters.durationBands.map((option) => option.id))).toEqual(new Set(listed.map((workout) => workout.durationBand)));
    for (const option of filters.targets) expect(option.count).toBe(listed.filter((workout) => workout.targets.includes(option.id)).length);
    expect(filters.durationBands.reduce((sum, option) => sum + option.count, 0)).toBe(listed.length);
  });

  it('offers the trimesters and postpartum in the pregnancy listing only', () => {
    expect(listingFilters(workouts, 'pregnancy').phases.map((option) => option.label)).toEqual([
      'First Trimester',
      'Second Trimester',
      'Third Trimester',
      'Postnatal',
    ]);
    expect(listingFilters(workouts, 'home').phases).toEqual([]);
  });

  it('keeps gym-only equipment out of the at-home listing', () => {
    const home = listingFilters(workouts, 'home').equipment.map((option) => option.id);
    expect(home).not.toContain('barbell');
    expect(home).not.toContain('cable-machine');
    expect(listingFilters(workouts, 'gym').equipment.map((option) => option.id)).toContain('barbell');
  });
});
