export { ShoppingListPage as default } from '../pages/shopping-list-page.tsx';
