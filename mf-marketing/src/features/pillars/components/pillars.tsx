import { useRef, useState, type MouseEvent } from 'react';
import type { ConfigData } from '@app/shared/api-contract/platform';
import { pickRegional } from '@app/shared/region/regional-text';
import { SmartImage } from '@app/shared/ui/smart-image';
import { SectionHeading } from '../../../common/components/section-heading.tsx';
import { PILLARS, PILLARS_SECTION_COPY, type Pillar } from '../model/pillar-copy.ts';
import { usePillarTracking } from './use-pillar-tracking.ts';
import './pillars.css';

interface PillarsProps {
  images: ConfigData['extraImages'] | undefined;
  regionId: number;
  /** Sections the side navigation must not overlap. */
  blockerIds: readonly string[];
}

const PILLAR_IMAGE = { width: 800, height: 600 };
const pillarAnchor = (pillar: Pillar) => `pillar-${pillar.id}`;

function PillarBlock({
  pillar,
  images,
  regionId,
  blockRef,
}: {
  pillar: Pillar;
  images: PillarsProps['images'];
  regionId: number;
  blockRef: (node: HTMLElement | null) => void;
}) {
  const [selected, setSelected] = useState(0);
  const option = pillar.options[selected] ?? pillar.options[0];
  const image = images?.[option.imageKey];
  const titleId = `${pillarAnchor(pillar)}-title`;
  return (
    <article ref={blockRef} id={pillarAnchor(pillar)} className="pillar" aria-labelledby={titleId} tabIndex={-1}>
      <div className="pillar__copy">
        <p className="pillar__eyebrow">{pillar.navLabel}</p>
        <h3 id={titleId} className="pillar__title">
          {pickRegional(pillar.title, regionId)}
        </h3>
        <p className="pillar__text">{pickRegional(pillar.text, regionId)}</p>
        <div className="pillar__options" role="group" aria-label={`${pillar.navLabel}: choose one`}>
          {pillar.options.map((choice, index) => {
            const thumb = images?.[choice.imageKey];
            return (
              <button
                key={choice.imageKey}
                type="button"
                className="pillar-option"
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <span className="pillar-option__thumb">
                  {thumb ? <SmartImage image={{ src: thumb.imageUrl, ...PILLAR_IMAGE }} alt="" /> : null}
                </span>
                <span className="pillar-option__label">{pickRegional(choice.label, regionId)}</span>
              </button>
            );
          })}
        </div>
        <p className="pillar__option-text">{pickRegional(option.text, regionId)}</p>
      </div>
      <div className="pillar__media">
        {image ? (
          <SmartImage
            className="pillar__image"
            image={{ src: image.imageUrl, ...PILLAR_IMAGE }}
            alt={pickRegional(option.label, regionId)}
          />
        ) : null}
      </div>
    </article>
  );
}

export function Pillars({ images, regionId, blockerIds }: PillarsProps) {
  const blocks = useRef<HTMLDivElement>(null);
  const nav = useRef<HTMLElement>(null);
  const pillarElements = useRef<(HTMLElement | null)[]>([]);
  const { navVisible, active } = usePillarTracking({ blocks, pillars: pillarElements, nav, blockerIds });

  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    const target = pillarElements.current[index];
    if (!target) return;
    event.preventDefault();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <section id="pillars" className="home-section home-section--tinted pillars" aria-labelledby="pillars-title">
      <div className="home-section__inner">
        <SectionHeading id="pillars-title" title={PILLARS_SECTION_COPY.title} description={PILLARS_SECTION_COPY.description} />
        <div ref={blocks} className="pillars__layout">
          <nav ref={nav} className={navVisible ? 'pillar-nav is-visible' : 'pillar-nav'} aria-label="Pillars">
            <ul className="pillar-nav__list">
              {PILLARS.map((pillar, index) => (
                <li key={pillar.id}>
                  <a
                    className="pillar-nav__link"
                    href={`#${pillarAnchor(pillar)}`}
                    aria-current={index === active ? 'true' : undefined}
                    onClick={(event) => jumpTo(event, index)}
                  >
                    {pillar.navLabel}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="pillars__blocks">
            {PILLARS.map((pillar, index) => (
              <PillarBlock
                key={pillar.id}
                pillar={pillar}
                images={images}
                regionId={regionId}
                blockRef={(node) => {
                  pillarElements.current[index] = node;
                }}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
