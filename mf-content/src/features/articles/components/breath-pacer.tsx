import type { CSSProperties } from 'react';
import { BREATH_PART_LABELS, type breathAt } from '../model/guidance-schedule.ts';

type Breath = ReturnType<typeof breathAt>;

/**
 * The visual pacer beside the breathing tone: a circle that fills as she breathes in, stays full
 * or empty while she holds and empties as she breathes out, over each part's seconds, with the
 * part and the seconds left written under it. With reduced motion the circle stays still and
 * the words carry the pace (article.css).
 */
export function BreathPacer({ breath, playing }: { breath: Breath; playing: boolean }) {
  const label = breath ? BREATH_PART_LABELS[breath.part] : playing ? 'Breathe naturally' : 'Ready';
  const style = { '--breath-seconds': `${breath?.seconds ?? 1}s` } as CSSProperties;
  return (
    <div
      className="breath-pacer"
      data-part={breath?.part ?? 'none'}
      data-testid="breath-pacer"
      role="group"
      aria-label="Breathing pacer"
      style={style}
    >
      <div className="breath-pacer__circle" aria-hidden="true" />
      <p className="breath-pacer__label">
        {label}
        {breath ? <span className="breath-pacer__count"> {breath.secondsLeft}</span> : null}
      </p>
    </div>
  );
}
