import type { WorkoutStep } from '@app/shared/api-contract/workout';
import { chooseImage, variantsFromImageList, withSecureScheme } from '@app/shared/media/image-choice';
import { SmartImage } from '@app/shared/ui/smart-image';
import './exercise-movement.css';

/** The query under which the movement loops; anyone who asked for reduced motion gets the still. */
export const MOVEMENT_MEDIA = '(prefers-reduced-motion: no-preference)';

export interface ExerciseMovementProps {
  exercise: Pick<WorkoutStep, 'imageList' | 'mediaUrl'>;
  alt: string;
  className?: string;
  /** The still's sizes attribute (its srcset has the 1x to 3x variants). */
  sizes?: string;
}

/**
 * An exercise demonstrated: the figure looping between the movement's key poses (mediaUrl, an SVG
 * animated by CSS), or, for a member whose device asks for reduced motion, the key poses side by
 * side (the still of imageList). Plain HTML decides, so it holds before any script runs.
 */
export function ExerciseMovement({ exercise, alt, className, sizes }: ExerciseMovementProps) {
  const still = chooseImage(variantsFromImageList(exercise.imageList), { aspectRatio: 4 / 3 }) ?? {
    src: exercise.mediaUrl,
    width: 400,
    height: 300,
  };
  return (
    <picture className="exercise-movement">
      <source media={MOVEMENT_MEDIA} srcSet={withSecureScheme(exercise.mediaUrl)} />
      <SmartImage className={className} image={still} alt={alt} sizes={sizes} />
    </picture>
  );
}
