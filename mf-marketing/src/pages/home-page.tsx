import { Link } from 'react-router-dom';
import { PATHS } from '@app/shared/routes';
import { COPY_CLAIMS, HERO } from '../features/hero/hero-copy.ts';
import '../features/hero/hero.css';

export function HomePage() {
  return (
    <div className="full-bleed">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <h1 id="hero-title" className="hero__title">
            {HERO.title}
          </h1>
          <p className="hero__text">{HERO.description}</p>
          <Link className="button button--primary hero__cta" to={PATHS.signUp}>
            {HERO.buttonText}
          </Link>
          <p className="hero__price">{HERO.subscriptionMessage}</p>
        </div>
      </section>
      <section className="claims" aria-label="What you get">
        <ul className="claims__list">
          {COPY_CLAIMS.map((claim) => (
            <li key={claim.label} className="claims__item">
              <strong>{claim.value}</strong>
              <span>{claim.label}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
