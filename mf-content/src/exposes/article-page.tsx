export { ArticlePage as default } from '../pages/article-page.tsx';
