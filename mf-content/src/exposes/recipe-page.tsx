export { RecipePage as default } from '../pages/recipe-page.tsx';
