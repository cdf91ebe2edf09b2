export { ListingPage as default } from '../pages/listing-page.tsx';
