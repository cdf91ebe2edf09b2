import { useEffect } from 'react';
import { useLocation, useNavigate } from '@app/shared/router';
import { helpLink, helpViewOf } from '@app/shared/routes';
import { HelpSearchForm } from './help-search-form.tsx';
import { HelpArticleView, HelpHome, HelpSearchView, HelpSectionView } from './help-views.tsx';
import './help.css';

/** /help: the help desk's categories, sections and articles, and its search (no trial button: SPEC). */
export function HelpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const view = helpViewOf(location.search);
  // Each view (a section, an article, results) opens at the top of the page.
  useEffect(() => {
    if (window.scrollY > 0) window.scrollTo(0, 0);
  }, [location.search]);
  return (
    <div className="help">
      <header className={view.kind === 'home' ? 'help__hero' : 'help__hero help__hero--compact'}>
        <h1>How can we help?</h1>
        {view.kind === 'home' ? <p>Answers about your trial and billing, the planner, recipes, workouts and your account.</p> : null}
        <HelpSearchForm
          initialQuery={view.kind === 'search' ? view.query : ''}
          onSearch={(query) => navigate(helpLink({ kind: 'search', query, page: 1 }))}
        />
      </header>
      {view.kind === 'home' ? <HelpHome /> : null}
      {view.kind === 'section' ? <HelpSectionView sectionId={view.sectionId} page={view.page} /> : null}
      {view.kind === 'article' ? <HelpArticleView articleId={view.articleId} /> : null}
      {view.kind === 'search' ? <HelpSearchView query={view.query} page={view.page} /> : null}
    </div>
  );
}
