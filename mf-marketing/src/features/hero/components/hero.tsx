import { useState } from 'react';
import { Link } from '@app/shared/router';
import type { HeroBannerSection } from '@app/shared/api-contract/home-screen';
import type { ConfigData } from '@app/shared/api-contract/platform';
import { HERO_IMAGE_LIST, HOME_SECTION_COPY } from '@app/shared/marketing/home-fallback-copy';
import { chooseImage, mediaQueryFor, variantsFromImageList } from '@app/shared/media/image-choice';
import { regionalText } from '@app/shared/region/regional-text';
import { PATHS } from '@app/shared/routes';
import { LOGO_FALLBACK_SRC, failedBeforeHydration } from '@app/shared/ui/smart-image';
import { COPY_CLAIMS, HERO, HERO_IMAGE_RATIOS, HERO_IMAGE_SIZES } from '../model/hero-copy.ts';
import './hero.css';

interface HeroProps {
  section: HeroBannerSection | undefined;
  banner: ConfigData['herobanner'] | undefined;
  regionId: number;
}

const FALLBACK_SECTION: HeroBannerSection = { ...HOME_SECTION_COPY.hero, imageList: HERO_IMAGE_LIST };

export function Hero({ section = FALLBACK_SECTION, banner, regionId }: HeroProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const variants = variantsFromImageList(section.imageList);
  const desktop = chooseImage(variants, { aspectRatio: HERO_IMAGE_RATIOS.desktop });
  const tablet = chooseImage(variants, { aspectRatio: HERO_IMAGE_RATIOS.tablet });
  const mobile = chooseImage(variants, { aspectRatio: HERO_IMAGE_RATIOS.mobile });

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">{regionalText(section, 'title', regionId)}</p>
            <h1 id="hero-title" className="hero__title">
              {HERO.title}
            </h1>
            <p className="hero__text">{regionalText(section, 'description', regionId)}</p>
            <Link className="button button--primary hero__cta" to={PATHS.signUp}>
              {banner?.buttonText ?? HERO.buttonText}
            </Link>
            <p className="hero__price">{banner?.subscriptionMessage ?? HERO.subscriptionMessage}</p>
          </div>
          <div className="hero__media">
            {mobile && !imageFailed ? (
              <picture>
                {desktop ? <source media={mediaQueryFor('desktop')} srcSet={desktop.srcSet} sizes={HERO_IMAGE_SIZES.desktop} /> : null}
                {tablet ? <source media={mediaQueryFor('tablet')} srcSet={tablet.srcSet} sizes={HERO_IMAGE_SIZES.tablet} /> : null}
                <img
                  className="hero__image"
                  src={mobile.src}
                  srcSet={mobile.srcSet}
                  sizes={HERO_IMAGE_SIZES.mobile}
                  width={mobile.width}
                  height={mobile.height}
                  alt=""
                  fetchPriority="high"
                  ref={failedBeforeHydration(() => setImageFailed(true))}
                  onError={() => setImageFailed(true)}
                />
              </picture>
            ) : (
              <img className="hero__image is-fallback" src={LOGO_FALLBACK_SRC} width={4} height={3} alt="" />
            )}
          </div>
        </div>
      </section>
      <section className="claims" aria-label="What you get">
        <ul className="claims__list">
          {COPY_CLAIMS.map((claim) => (
            <li key={claim.label} className="claims__item">
              <strong>{claim.value}</strong> <span>{claim.label}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
