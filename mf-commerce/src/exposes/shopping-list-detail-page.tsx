export { ShoppingListDetailPage as default } from '../features/shopping-list/components/shopping-list-detail-page.tsx';
