// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExerciseMovement, MOVEMENT_MEDIA } from './exercise-movement.tsx';

const stills = ['landscape1x_4x3', 'landscape2x_4x3', 'landscape3x_4x3'].map((imageId) => ({
  imageId,
  imageUrl: `/media/r1/catalog/move-squat-bw-0123abcd/${imageId}.webp`,
}));
const exercise = { imageList: stills, mediaUrl: '/media/r1/catalog/move-squat-bw-0123abcd/motion.svg' };

describe('an exercise’s movement', () => {
  afterEach(cleanup);

  it('loops the movement where motion is welcome, and shows the key poses still otherwise', () => {
    const { container } = render(<ExerciseMovement exercise={exercise} alt="Bodyweight Squat" sizes="120px" />);
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('media')).toBe('(prefers-reduced-motion: no-preference)');
    expect(MOVEMENT_MEDIA).toBe(source.getAttribute('media'));
    expect(source.getAttribute('srcset')).toBe(exercise.mediaUrl);
    const still = screen.getByRole('img', { name: 'Bodyweight Squat' });
    expect(still.parentElement?.tagName).toBe('PICTURE');
    expect(still.getAttribute('src')).toBe(stills[0]!.imageUrl);
    expect(still.getAttribute('srcset')).toContain(`${stills[1]!.imageUrl} 800w`);
  });

  it('falls back on the movement itself when there is no still', () => {
    render(<ExerciseMovement exercise={{ imageList: [], mediaUrl: exercise.mediaUrl }} alt="Squat" />);
    expect(screen.getByRole('img', { name: 'Squat' }).getAttribute('src')).toBe(exercise.mediaUrl);
  });
});
