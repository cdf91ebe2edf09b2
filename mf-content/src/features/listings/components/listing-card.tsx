import { Link } from '@app/shared/router';
import type { ListingItem, ListingType } from '@app/shared/api-contract/application-search';
import { chooseImage, variantsFromImageList } from '@app/shared/media/image-choice';
import { SmartImage } from '@app/shared/ui/smart-image';
import { LISTING_CARD_IMAGE } from '../../../common/model/page-images.ts';
import { cardFacts } from '../model/card-facts.ts';

/** One result: picture, regional title and the facts of its kind; the whole card opens the item. */
export function ListingCard({
  item,
  type,
  regionId,
  priority,
}: {
  item: ListingItem;
  type: ListingType;
  regionId: number | undefined;
  priority: boolean;
}) {
  const card = cardFacts(item, type, regionId);
  const image = chooseImage(variantsFromImageList(item.imageList), LISTING_CARD_IMAGE);
  return (
    <li className="listing-card">
      <Link to={card.href} className="listing-card__link">
        <SmartImage image={image} alt="" sizes={LISTING_CARD_IMAGE.sizes} className="listing-card__image" priority={priority} />
        <div className="listing-card__body">
          <h2 className="listing-card__title">{card.title}</h2>
          {card.byline ? <p className="listing-card__byline">By {card.byline}</p> : null}
          {card.summary ? <p className="listing-card__summary">{card.summary}</p> : null}
          {card.facts.length ? (
            <ul className="listing-card__facts" aria-label="Details">
              {card.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </Link>
    </li>
  );
}
