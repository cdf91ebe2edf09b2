export { ArticlePage as default } from '../features/articles/components/article-page.tsx';
