import type { Testimonial } from '@app/shared/api-contract/platform';
import { SmartImage } from '@app/shared/ui/smart-image';
import { LoadingRow, SectionError } from '@app/shared/ui/loading-row';
import { Carousel } from '../../../common/components/carousel.tsx';
import { SectionHeading } from '../../../common/components/section-heading.tsx';
import { TESTIMONIALS_TITLE, ratingLabel, starCount } from '../model/rating.ts';
import './testimonials.css';

interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars" role="img" aria-label={ratingLabel(rating)}>
      {Array.from({ length: starCount(rating) }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" fill="currentColor" />
        </svg>
      ))}
    </p>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial-card">
      <Stars rating={testimonial.rating} />
      <blockquote className="testimonial-card__quote">
        <p className="testimonial-card__title">{testimonial.title}</p>
        <p className="testimonial-card__text">{testimonial.text}</p>
      </blockquote>
      <figcaption className="testimonial-card__author">
        <SmartImage className="testimonial-card__icon" image={{ src: testimonial.icon, width: 48, height: 48 }} alt="" />
        <span>{testimonial.username}</span>
      </figcaption>
    </figure>
  );
}

export function TestimonialCarousel({ testimonials, failed, onRetry }: TestimonialCarouselProps) {
  return (
    <section
      id="testimonials"
      className="home-section testimonials"
      aria-labelledby="testimonials-title"
      aria-busy={!testimonials && !failed}
    >
      <div className="home-section__inner">
        <SectionHeading id="testimonials-title" title={TESTIMONIALS_TITLE} inverse />
      </div>
      <div className="home-section__wide">
        {testimonials ? (
          <Carousel
            label="Testimonials"
            items={testimonials}
            itemKey={(t) => `${t.username}:${t.title}`}
            renderItem={(t) => <TestimonialCard testimonial={t} />}
          />
        ) : failed ? (
          <SectionError onRetry={onRetry} />
        ) : (
          <LoadingRow
            label="Loading testimonials"
            cards={['testimonial-card', 'testimonial-card', 'testimonial-card', 'testimonial-card']}
          />
        )}
      </div>
    </section>
  );
}
