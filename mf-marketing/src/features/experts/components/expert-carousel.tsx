import { Link } from '@app/shared/router';
import type { Author, AuthorSection } from '@app/shared/api-contract/home-screen';
import { HOME_SECTION_COPY } from '@app/shared/marketing/home-fallback-copy';
import { chooseImage, variantsFromImageList } from '@app/shared/media/image-choice';
import { regionalText } from '@app/shared/region/regional-text';
import { truncateText } from '@app/shared/text/truncate';
import { SmartImage } from '@app/shared/ui/smart-image';
import { LoadingRow, SectionError } from '@app/shared/ui/loading-row';
import { Carousel } from '../../../common/components/carousel.tsx';
import { SectionHeading } from '../../../common/components/section-heading.tsx';
import './experts.css';

export const EXPERTS_SECTION_ID = 'experts';
const DESCRIPTION_LIMIT = 150;

interface ExpertCarouselProps {
  section: AuthorSection | undefined;
  failed: boolean;
  onRetry: () => void;
  regionId: number;
}

/** The author's square portraits at 1x-3x, with the home page portrait as the plain src. */
function authorImage(author: Author) {
  const variants = variantsFromImageList([
    { imageId: 'authorImage1x', imageUrl: author.authorImage1x },
    { imageId: 'authorImage2x', imageUrl: author.authorImage2x },
    { imageId: 'authorImage3x', imageUrl: author.authorImage3x },
  ]);
  const chosen = chooseImage(variants, { aspectRatio: 1 });
  if (!chosen) return author.authorImageHomePage ? { src: author.authorImageHomePage, width: 240, height: 240 } : null;
  return author.authorImageHomePage ? { ...chosen, src: author.authorImageHomePage } : chosen;
}

function ExpertCard({ author }: { author: Author }) {
  return (
    <article className="expert-card">
      <SmartImage className="expert-card__image" image={authorImage(author)} sizes="(min-width: 768px) 280px, 240px" alt="" />
      <div className="expert-card__body">
        <h3 className="expert-card__name">{author.authorName}</h3>
        <p className="expert-card__role">{author.authorTitle}</p>
        <ul className="tag-list" aria-label="Specialties">
          {author.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <p className="expert-card__text">{truncateText(author.authorDescription, DESCRIPTION_LIMIT)}</p>
        <Link className="expert-card__link" to={author.url}>
          Read {author.shortName}’s articles
        </Link>
      </div>
    </article>
  );
}

export function ExpertCarousel({ section, failed, onRetry, regionId }: ExpertCarouselProps) {
  const heading = section ?? HOME_SECTION_COPY.authors;
  return (
    <section id={EXPERTS_SECTION_ID} className="home-section experts" aria-labelledby="experts-title" aria-busy={!section && !failed}>
      <div className="home-section__inner">
        <SectionHeading
          id="experts-title"
          title={regionalText(heading, 'title', regionId)}
          description={regionalText(heading, 'description', regionId)}
        />
      </div>
      <div className="home-section__wide">
        {section ? (
          <Carousel
            label="Experts"
            items={section.authors}
            itemKey={(author) => author.id}
            renderItem={(author) => <ExpertCard author={author} />}
          />
        ) : failed ? (
          <SectionError onRetry={onRetry} />
        ) : (
          <LoadingRow label="Loading experts" cards={['expert-card', 'expert-card', 'expert-card', 'expert-card']} />
        )}
      </div>
    </section>
  );
}
