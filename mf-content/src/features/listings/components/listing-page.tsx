import { Link, useLocation, useParams } from '@app/shared/router';
import { LISTING_TITLE, LISTING_TITLES, PATHS, listingTypeOf } from '@app/shared/routes';
import { PageHeading } from '@app/shared/ui';
import { ListingView } from './listing-view.tsx';
import './listings.css';

/** Where each listing lives, with a line on what it holds, for /listing. */
const BROWSE = [
  { path: PATHS.workouts, title: LISTING_TITLES.home, lead: 'Workouts for the living room: a mat and a few minutes.' },
  { path: PATHS.gym, title: LISTING_TITLES.gym, lead: 'Strength sessions built around the gym floor.' },
  { path: PATHS.meals, title: LISTING_TITLES.meals, lead: 'Breakfasts, lunches and dinners, with nutrition per serve.' },
  { path: PATHS.snacks, title: LISTING_TITLES.snacks, lead: 'Quick bites between meals.' },
  { path: PATHS.tips, title: LISTING_TITLES.tips, lead: 'Short reads on training, food and recovery.' },
  { path: PATHS.meditation, title: LISTING_TITLES.meditation, lead: 'Guided minutes to breathe and reset.' },
  { path: PATHS.pregnancy, title: LISTING_TITLES.pregnancy, lead: 'Trimester by trimester, and after the birth.' },
  { path: PATHS.blogs, title: LISTING_TITLES.blogs, lead: 'Expert advice from our coaches and dietitians.' },
] as const;

/** /listing, /listing/{listingType} and the listing destinations (/gym, /meals, …). */
export function ListingPage() {
  const { pathname } = useLocation();
  const { listingType } = useParams();
  const type = listingTypeOf(pathname, listingType);
  if (type) return <ListingView key={type} type={type} />;
  return (
    <div className="listing">
      <PageHeading lead="Workouts, recipes, tips and articles.">{LISTING_TITLE}</PageHeading>
      <ul className="browse-grid">
        {BROWSE.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path} className="browse-tile">
              <span className="browse-tile__title">{entry.title}</span>
              <span className="browse-tile__lead">{entry.lead}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
