import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from '@app/shared/router';
import { FREE_TRIAL_DAYS } from '@app/shared/plans/plan-display';
import { PATHS } from '@app/shared/routes';
import { PLAN_SECTION_HIDE_THRESHOLD, TRIAL_BAR_DELAY_MS, trialBarStep } from '../model/trial-bar-rules.ts';
import './trial-bar.css';

/** Whether the bar shows, following the plan section's visibility (see model/trial-bar-rules.ts). */
export function useTrialBar(planSection: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  const visibleRef = useRef(false);

  useEffect(() => {
    const target = planSection.current;
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const set = (next: boolean) => {
      visibleRef.current = next;
      setVisible(next);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const step = trialBarStep(entry.intersectionRatio, visibleRef.current);
        if (step === 'hide') {
          clearTimeout(timer);
          timer = undefined;
          set(false);
        } else if (step === 'show-after-delay' && timer === undefined) {
          timer = setTimeout(() => {
            timer = undefined;
            set(true);
          }, TRIAL_BAR_DELAY_MS);
        }
      },
      { threshold: [0, PLAN_SECTION_HIDE_THRESHOLD, 0.5, 1] },
    );
    observer.observe(target);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [planSection]);

  return visible;
}

export function TrialBar({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <aside className="trial-bar" aria-label="Free trial">
      <p className="trial-bar__text">Try every workout and recipe free for {FREE_TRIAL_DAYS} days</p>
      <Link className="button button--primary trial-bar__button" to={PATHS.signUp}>
        START FREE TRIAL
      </Link>
    </aside>
  );
}
