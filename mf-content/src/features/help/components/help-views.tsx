import { useEffect } from 'react';
import { Link } from '@app/shared/router';
import type { HelpSection } from '@app/shared/api-contract/help-center';
import { apiErrorStatus } from '@app/shared/api';
import { PATHS, helpCategoryAnchor, helpLink } from '@app/shared/routes';
import { dayMonthYear } from '@app/shared/dates';
import { correctionCopy } from '@app/shared/text/search-copy';
import { countOf } from '@app/shared/text/plural';
import { FailureScreen, Spinner } from '@app/shared/ui';
import { useSanitizedHtml } from '../../../common/model/sanitize-html.ts';
import {
  useHelpArticleQuery,
  useHelpCategoriesQuery,
  useHelpSearchQuery,
  useHelpSectionArticlesQuery,
  useHelpSectionsQuery,
} from '../api/help-center-api.ts';

const sectionLink = (sectionId: number) => helpLink({ kind: 'section', sectionId, page: 1 });
const articleLink = (articleId: number) => helpLink({ kind: 'article', articleId });

function Breadcrumbs({ section }: { section: HelpSection | undefined }) {
  return (
    <nav className="help-crumbs" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to={PATHS.help}>Help centre</Link>
        </li>
        {section ? (
          <li>
            <Link to={sectionLink(section.id)}>{section.name}</Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

function Pager({ page, pageCount, linkTo, label }: { page: number; pageCount: number; linkTo: (page: number) => string; label: string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="help-pager" aria-label={label}>
      {page > 1 ? (
        <Link className="button button--ghost button--small" to={linkTo(page - 1)}>
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="button button--ghost button--small" to={linkTo(page + 1)}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/** Every category with its sections. */
export function HelpHome() {
  const categories = useHelpCategoriesQuery();
  const sections = useHelpSectionsQuery();
  if (categories.error || sections.error) {
    return (
      <FailureScreen
        source="help"
        onRetry={() => {
          void categories.refetch();
          void sections.refetch();
        }}
      />
    );
  }
  if (!categories.data || !sections.data) return <Spinner label="Loading the help centre" />;
  return (
    <div className="help-categories">
      {categories.data.categories.map((category) => (
        <section key={category.id} className="help-category" aria-labelledby={helpCategoryAnchor(category.id)}>
          <h2 id={helpCategoryAnchor(category.id)}>{category.name}</h2>
          <p className="help-category__text">{category.description}</p>
          <ul className="help-category__sections">
            {sections
              .data!.sections.filter((section) => section.category_id === category.id)
              .map((section) => (
                <li key={section.id}>
                  <Link to={sectionLink(section.id)}>{section.name}</Link>
                  <span>{section.description}</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** One section's articles, a page at a time. */
export function HelpSectionView({ sectionId, page }: { sectionId: number; page: number }) {
  const sections = useHelpSectionsQuery();
  const articles = useHelpSectionArticlesQuery({ sectionId, page });
  const section = sections.data?.sections.find((candidate) => candidate.id === sectionId);
  if (apiErrorStatus(articles.error) === 404) return <HelpMissing what="section" />;
  if (articles.error) return <FailureScreen source="help" onRetry={() => void articles.refetch()} />;
  if (!articles.data) return <Spinner label="Loading articles" />;
  return (
    <section className="help-panel" aria-labelledby="help-section-title">
      <Breadcrumbs section={undefined} />
      <h2 id="help-section-title" className="help-panel__title">
        {section?.name ?? 'Articles'}
      </h2>
      {section?.description ? <p className="help-panel__lead">{section.description}</p> : null}
      <ul className="help-list">
        {articles.data.articles.map((article) => (
          <li key={article.id}>
            <Link to={articleLink(article.id)}>{article.title}</Link>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pageCount={articles.data.page_count}
        label="Section pages"
        linkTo={(next) => helpLink({ kind: 'section', sectionId, page: next })}
      />
    </section>
  );
}

function HelpMissing({ what }: { what: 'article' | 'section' }) {
  return (
    <section className="help-panel">
      <h2 className="help-panel__title">We couldn’t find that {what}</h2>
      <p>It may have moved. Search above, or start from the help centre’s home.</p>
      <Link to={PATHS.help}>All help topics</Link>
    </section>
  );
}

/** One article, with the others of its section. */
export function HelpArticleView({ articleId }: { articleId: number }) {
  const { data: article, error, refetch } = useHelpArticleQuery(articleId);
  const sections = useHelpSectionsQuery();
  const siblings = useHelpSectionArticlesQuery({ sectionId: article?.section_id ?? 0, page: 1 }, { skip: !article });
  const body = useSanitizedHtml(article?.body);
  useEffect(() => {
    if (article) document.title = `${article.title} | Help centre | Kindred`;
  }, [article]);
  if (apiErrorStatus(error) === 404) return <HelpMissing what="article" />;
  if (error) return <FailureScreen source="help" onRetry={() => void refetch()} />;
  if (!article) return <Spinner label="Loading the article" />;
  const section = sections.data?.sections.find((candidate) => candidate.id === article.section_id);
  const others = siblings.data?.articles.filter((other) => other.id !== article.id) ?? [];
  return (
    <article className="help-panel help-article" aria-labelledby="help-article-title">
      <Breadcrumbs section={section} />
      <h2 id="help-article-title" className="help-panel__title">
        {article.title}
      </h2>
      <p className="help-article__updated">Updated {dayMonthYear(article.updated_at)}</p>
      <div className="help-article__body" dangerouslySetInnerHTML={{ __html: body }} />
      {others.length > 0 ? (
        <aside className="help-related" aria-labelledby="help-related-title">
          <h3 id="help-related-title">More in {section?.name ?? 'this section'}</h3>
          <ul className="help-list">
            {others.map((other) => (
              <li key={other.id}>
                <Link to={articleLink(other.id)}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}

/** A snippet is text; a Zendesk snippet marks matches with tags, which are dropped here. */
const snippetText = (snippet: string) => snippet.replace(/<[^>]*>/g, '');

/** Search results under Zendesk's `results`, best first. */
export function HelpSearchView({ query, page }: { query: string; page: number }) {
  // currentData belongs to this query; plain data would show the last search's results under this one's heading.
  const { currentData: data, error, refetch, isFetching } = useHelpSearchQuery({ query, page });
  if (error) return <FailureScreen source="help" onRetry={() => void refetch()} />;
  if (!data) return <Spinner label="Searching" />;
  const correction = correctionCopy(data.corrected_query);
  return (
    <section className="help-panel" aria-labelledby="help-results-title" aria-busy={isFetching}>
      <Breadcrumbs section={undefined} />
      {data.count === 0 ? (
        <div className="help-empty">
          <h2 id="help-results-title" className="help-panel__title">
            No results for “{query}”
          </h2>
          <p>Change your search and try again.</p>
        </div>
      ) : (
        <>
          <h2 id="help-results-title" className="help-panel__title">
            {countOf(data.count, 'result', 'results')} for “{query}”
          </h2>
          {correction ? <p className="help-correction">{correction}</p> : null}
          <ul className="help-results">
            {data.results.map((result) => (
              <li key={result.id}>
                <Link to={articleLink(result.id)}>{result.title}</Link>
                <p>{snippetText(result.snippet)}</p>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={data.page_count}
            label="Result pages"
            linkTo={(next) => helpLink({ kind: 'search', query, page: next })}
          />
        </>
      )}
    </section>
  );
}
