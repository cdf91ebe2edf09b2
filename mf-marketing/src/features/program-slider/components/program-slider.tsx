import { useState } from 'react';
import { Link } from '@app/shared/router';
import type { ProgramCard, ProgramSliderSection } from '@app/shared/api-contract/home-screen';
import { HOME_SECTION_COPY } from '@app/shared/marketing/home-fallback-copy';
import { regionalText } from '@app/shared/region/regional-text';
import { SmartImage } from '@app/shared/ui/smart-image';
import { LoadingRow, SectionError } from '@app/shared/ui/loading-row';
import { Carousel } from '../../../common/components/carousel.tsx';
import { SectionHeading } from '../../../common/components/section-heading.tsx';
import { activeCardId } from '../model/active-card.ts';
import './program-slider.css';

export const PROGRAMS_SECTION_ID = 'programs';

interface ProgramSliderProps {
  section: ProgramSliderSection | undefined;
  failed: boolean;
  onRetry: () => void;
  regionId: number;
}

/** Card images are 4:3 (wide card) and 3:4 (narrow card) at 2x; logos about 4:1. */
const CARD_IMAGE = { landscape: { width: 800, height: 600 }, portrait: { width: 600, height: 800 }, logo: { width: 240, height: 60 } };

function ProgramCardView({
  card,
  active,
  onSelect,
  regionId,
}: {
  card: ProgramCard;
  active: boolean;
  onSelect: () => void;
  regionId: number;
}) {
  const face = active ? card.landscapeCard : card.portraitCard;
  const title = regionalText(face, 'title', regionId);
  return (
    <div className={active ? 'program-card is-active' : 'program-card'}>
      <SmartImage
        className="program-card__image"
        image={{ src: face.image.imageUrl, ...(active ? CARD_IMAGE.landscape : CARD_IMAGE.portrait) }}
        alt=""
      />
      {card.newRelease ? <span className="badge program-card__badge">New release</span> : null}
      <div className="program-card__body">
        <h3 className="program-card__title">
          <button type="button" className="program-card__select" aria-pressed={active} onClick={onSelect}>
            {active ? (
              <SmartImage className="program-card__logo" image={{ src: card.logo.imageUrl, ...CARD_IMAGE.logo }} alt={title} />
            ) : (
              title
            )}
          </button>
        </h3>
        {active ? (
          <>
            <p className="program-card__text">{regionalText(face, 'description', regionId)}</p>
            <Link className="button button--primary button--small program-card__link" to={face.redirectUrl}>
              VIEW PROGRAM<span className="visually-hidden">: {title}</span>
            </Link>
          </>
        ) : null}
      </div>
    </div>
  );
}

export function ProgramSlider({ section, failed, onRetry, regionId }: ProgramSliderProps) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const heading = section ?? HOME_SECTION_COPY.programs;
  const cards = section?.cardSection ?? [];
  const activeId = activeCardId(cards, chosenId);

  return (
    <section
      id={PROGRAMS_SECTION_ID}
      className="home-section program-slider"
      aria-labelledby="programs-title"
      aria-busy={!section && !failed}
    >
      <div className="home-section__inner">
        <SectionHeading
          id="programs-title"
          title={regionalText(heading, 'title', regionId)}
          description={regionalText(heading, 'description', regionId)}
        />
      </div>
      <div className="home-section__wide">
        {section ? (
          <Carousel
            label="Programs"
            items={cards}
            itemKey={(card) => card.id}
            renderItem={(card) => (
              <ProgramCardView card={card} active={card.id === activeId} onSelect={() => setChosenId(card.id)} regionId={regionId} />
            )}
          />
        ) : failed ? (
          <SectionError onRetry={onRetry} />
        ) : (
          <LoadingRow label="Loading programs" cards={['program-card is-active', 'program-card', 'program-card', 'program-card']} />
        )}
      </div>
    </section>
  );
}
