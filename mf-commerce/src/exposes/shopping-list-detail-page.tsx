export { ShoppingListDetailPage as default } from '../pages/shopping-list-detail-page.tsx';
