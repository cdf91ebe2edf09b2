export { ListingPage as default } from '../features/listings/components/listing-page.tsx';
