import { Link } from '@app/shared/router';
import type { ArticleContent, ListingItem } from '@app/shared/api-contract/application-search';
import { chooseImage, variantsFromImageList } from '@app/shared/media/image-choice';
import { CANCEL_ANYTIME, FREE_TRIAL_DAYS, trialDaysText } from '@app/shared/plans/plan-display';
import { formatMinutes } from '@app/shared/planner/duration';
import { regionalText } from '@app/shared/region/regional-text';
import { PATHS, successPath } from '@app/shared/routes';
import { truncateText } from '@app/shared/text/truncate';
import { SmartImage } from '@app/shared/ui/smart-image';
import { authorArticlesPath, firstName, initials } from '../model/article-kinds.ts';

const CARD_SUMMARY_LIMIT = 110;

/** Who wrote the article, and the way to the rest of her articles. */
export function AuthorCard({ author, kind }: { author: NonNullable<ArticleContent['author']>; kind: string }) {
  return (
    <aside className="author-card" aria-label="About the author">
      <span className="author-card__avatar" aria-hidden="true">
        {initials(author.authorName)}
      </span>
      <div className="author-card__text">
        <p className="author-card__name">{author.authorName}</p>
        <p className="author-card__title">{author.authorTitle}</p>
        <Link className="author-card__link" to={authorArticlesPath(kind, author.internalName)}>
          More from {firstName(author.authorName)}
        </Link>
      </div>
    </aside>
  );
}

/** For visitors: the free trial, in SPEC's trial copy. */
export function TrialCallout() {
  return (
    <aside className="trial-callout" aria-label="Free trial">
      <p className="trial-callout__title">{trialDaysText(FREE_TRIAL_DAYS)}</p>
      <p className="trial-callout__text">
        Workouts, programs, recipes, meditations and a planner that puts your week together. {CANCEL_ANYTIME}
      </p>
      <Link className="button button--primary" to={PATHS.signUp}>
        START FREE TRIAL
      </Link>
    </aside>
  );
}

function RelatedCard({ item, kind, regionId }: { item: ListingItem; kind: string; regionId: number }) {
  const title = regionalText(item, 'title', regionId);
  const image = chooseImage(variantsFromImageList(item.imageList), { aspectRatio: 4 / 3 });
  return (
    <li className="related-card">
      <SmartImage className="related-card__image" image={image} sizes="(min-width: 768px) 240px, 45vw" alt="" />
      <div className="related-card__body">
        <h3 className="related-card__title">
          <Link className="related-card__link" to={successPath(kind, item.contentId, item.title, item.urlPartial)}>
            {title}
          </Link>
        </h3>
        <p className="related-card__meta">
          {[item.authorName, item.duration ? formatMinutes(item.duration) : null].filter(Boolean).join(' · ')}
        </p>
        {item.summary ? <p className="related-card__summary">{truncateText(item.summary, CARD_SUMMARY_LIMIT)}</p> : null}
      </div>
    </li>
  );
}

/** Items like this one (same kind, sharing a tag or target), as the API chose them. */
export function RelatedItems({ items, kind, regionId }: { items: readonly ListingItem[]; kind: string; regionId: number }) {
  if (items.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title" className="related__title">
        You might also like
      </h2>
      <ul className="related__list">
        {items.map((item) => (
          <RelatedCard key={item.contentId} item={item} kind={kind} regionId={regionId} />
        ))}
      </ul>
    </section>
  );
}
