export { RecipePage as default } from '../features/recipe/components/recipe-page.tsx';
