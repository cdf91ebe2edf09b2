import { useRef } from 'react';
import type { HomeScreenData } from '@app/shared/api-contract/home-screen';
import type { ConfigData } from '@app/shared/api-contract/platform';
import { ArticleCarousel } from '../features/articles/components/article-carousel.tsx';
import { EXPERTS_SECTION_ID, ExpertCarousel } from '../features/experts/components/expert-carousel.tsx';
import { SiteFooter } from '../features/footer/components/site-footer.tsx';
import { Hero } from '../features/hero/components/hero.tsx';
import { Pillars } from '../features/pillars/components/pillars.tsx';
import { PlanPicker } from '../features/plans/components/plan-picker.tsx';
import { PROGRAMS_SECTION_ID, ProgramSlider } from '../features/program-slider/components/program-slider.tsx';
import { TestimonialCarousel } from '../features/testimonials/components/testimonial-carousel.tsx';
import { TrialBar, useTrialBar } from '../features/trial-bar/components/trial-bar.tsx';
import './home-page.css';

export interface HomeViewProps {
  /** undefined while loading (or after a failure). */
  home: HomeScreenData | undefined;
  homeFailed: boolean;
  config: ConfigData | undefined;
  configFailed: boolean;
  regionId: number;
  onRetryHome: () => void;
  onRetryConfig: () => void;
}

const PILLAR_NAV_BLOCKERS = [PROGRAMS_SECTION_ID, EXPERTS_SECTION_ID] as const;

/**
 * The marketing home page from its data. Before the data arrives it renders the fallback copy
 * with loading rows in the data's place; the server draws it from its data (src/server/server-pages.tsx).
 */
export function HomeView({ home, homeFailed, config, configFailed, regionId, onRetryHome, onRetryConfig }: HomeViewProps) {
  const planSection = useRef<HTMLElement>(null);
  const trialBarVisible = useTrialBar(planSection);
  return (
    <div className="full-bleed home">
      <Hero section={home?.heroBannerSection} banner={config?.herobanner} regionId={regionId} />
      <ProgramSlider section={home?.programSliderSection} failed={homeFailed} onRetry={onRetryHome} regionId={regionId} />
      <Pillars images={config?.extraImages} regionId={regionId} blockerIds={PILLAR_NAV_BLOCKERS} />
      <ExpertCarousel section={home?.authorSection} failed={homeFailed} onRetry={onRetryHome} regionId={regionId} />
      <TestimonialCarousel testimonials={config?.testimonials} failed={configFailed} onRetry={onRetryConfig} />
      <PlanPicker ref={planSection} section={home?.planSection} regionId={regionId} />
      <ArticleCarousel section={home?.articleSection} failed={homeFailed} onRetry={onRetryHome} regionId={regionId} />
      <SiteFooter config={config} />
      <TrialBar visible={trialBarVisible} />
    </div>
  );
}
