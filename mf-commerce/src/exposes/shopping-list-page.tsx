export { ShoppingListPage as default } from '../features/shopping-list/components/shopping-list-page.tsx';
