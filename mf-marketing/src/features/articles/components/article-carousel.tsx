import { Link } from '@app/shared/router';
import type { ArticleSection, HomeArticle } from '@app/shared/api-contract/home-screen';
import { HOME_SECTION_COPY } from '@app/shared/marketing/home-fallback-copy';
import { chooseImage, variantsFromImageList } from '@app/shared/media/image-choice';
import { regionalText } from '@app/shared/region/regional-text';
import { SmartImage } from '@app/shared/ui/smart-image';
import { LoadingRow, SectionError } from '@app/shared/ui/loading-row';
import { Carousel } from '../../../common/components/carousel.tsx';
import { SectionHeading } from '../../../common/components/section-heading.tsx';
import { articlePath } from '../model/article-link.ts';
import './articles.css';

interface ArticleCarouselProps {
  section: ArticleSection | undefined;
  failed: boolean;
  onRetry: () => void;
  regionId: number;
}

/** Article cards show a 4:3 picture. */
const CARD_ASPECT_RATIO = 4 / 3;

function ArticleCard({ article, regionId }: { article: HomeArticle; regionId: number }) {
  const title = regionalText(article, 'title', regionId);
  const image = chooseImage(variantsFromImageList(article.imageList), { aspectRatio: CARD_ASPECT_RATIO });
  return (
    <article className="article-card">
      <SmartImage className="article-card__image" image={image} sizes="(min-width: 768px) 320px, 280px" alt="" />
      <div className="article-card__body">
        <ul className="tag-list" aria-label="Tags">
          {article.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <h3 className="article-card__title">
          <Link className="article-card__link" to={articlePath(article)}>
            {title}
          </Link>
        </h3>
        <p className="article-card__author">By {article.authorName}</p>
      </div>
    </article>
  );
}

export function ArticleCarousel({ section, failed, onRetry, regionId }: ArticleCarouselProps) {
  const heading = section ?? HOME_SECTION_COPY.articles;
  return (
    <section id="articles" className="home-section articles" aria-labelledby="articles-title" aria-busy={!section && !failed}>
      <div className="home-section__inner articles__head">
        <SectionHeading
          id="articles-title"
          title={regionalText(heading, 'title', regionId)}
          description={regionalText(heading, 'description', regionId)}
        />
        <Link className="button button--ghost button--small articles__all" to="/blogs">
          ALL ARTICLES
        </Link>
      </div>
      <div className="home-section__wide">
        {section ? (
          <Carousel
            label="Articles"
            items={section.articles}
            itemKey={(article) => article.articleId}
            renderItem={(article) => <ArticleCard article={article} regionId={regionId} />}
          />
        ) : failed ? (
          <SectionError onRetry={onRetry} />
        ) : (
          <LoadingRow label="Loading articles" cards={['article-card', 'article-card', 'article-card', 'article-card']} />
        )}
      </div>
    </section>
  );
}
