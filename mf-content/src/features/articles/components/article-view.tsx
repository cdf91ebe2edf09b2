import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from '@app/shared/router';
import { apiErrorStatus } from '@app/shared/api';
import { chooseImage, variantsFromImageList } from '@app/shared/media/image-choice';
import { regionalText } from '@app/shared/region/regional-text';
import { PATHS } from '@app/shared/routes';
import { articleMetadata } from '@app/shared/seo/article-metadata';
import { applyPageMetadata } from '@app/shared/seo/page-metadata';
import { DEFAULT_REGION_ID } from '@app/shared/session';
import { useSession } from '@app/shared/store';
import { dayMonthYear } from '@app/shared/dates';
import { FailureScreen, Spinner } from '@app/shared/ui';
import { SmartImage } from '@app/shared/ui/smart-image';
import { ARTICLE_HERO_IMAGE } from '../../../common/model/page-images.ts';
import { useSanitizedHtml } from '../../../common/model/sanitize-html.ts';
import { useArticleDetailQuery } from '../api/article-api.ts';
import { kindCopy } from '../model/article-kinds.ts';
import { AuthorCard, RelatedItems, TrialCallout } from './article-parts.tsx';
import { MeditationPlayer } from './meditation-player.tsx';
import { useArticleHeaderActions } from './use-article-header-actions.ts';
import './article.css';

interface ArticleViewProps {
  contentId: number | null;
  /** The article's own path for its title (a link with another slug or type is sent there). */
  canonicalPath: (article: { kind: string; contentId: number; title: string; urlPartial: string }) => string;
}

function NotFound() {
  return (
    <section className="article-missing">
      <h1>We couldn’t find that article</h1>
      <p>It may have moved or been taken down. Our latest articles are on the blog.</p>
      <Link className="button button--primary" to={PATHS.blogs}>
        Go to the blog
      </Link>
    </section>
  );
}

/** A tip, meditation, pregnancy or blog article, or a policy: open to visitors and members. */
export function ArticleView({ contentId, canonicalPath }: ArticleViewProps) {
  const session = useSession();
  const regionId = session?.regionId ?? DEFAULT_REGION_ID;
  const location = useLocation();
  const navigate = useNavigate();
  // currentData: while another article loads, the last one's data must not drive the slug correction.
  const { currentData: article, error, refetch } = useArticleDetailQuery(contentId ?? 0, { skip: contentId === null });
  const canonical = article ? canonicalPath(article) : null;
  const title = article ? regionalText(article, 'title', regionId) : '';
  const body = useSanitizedHtml(article?.bodyHtml);
  useArticleHeaderActions(article, session);

  // Another article (a related item) opens at its top, not where the last one was scrolled to.
  useEffect(() => {
    if (window.scrollY > 0) window.scrollTo(0, 0);
  }, [contentId]);

  useEffect(() => {
    if (canonical && canonical !== location.pathname) navigate(`${canonical}${location.search}${location.hash}`, { replace: true });
  }, [canonical, location.pathname, location.search, location.hash, navigate]);

  useEffect(() => {
    if (!article) return undefined;
    // The shell sets the route's metadata in its own effect on each location change, after this
    // page's effects of the same commit: the article's is applied once that has run.
    const timer = window.setTimeout(() => applyPageMetadata(document, articleMetadata(article, title)), 0);
    return () => window.clearTimeout(timer);
  }, [article, title, location.pathname, location.search]);

  if (contentId === null || apiErrorStatus(error) === 404 || article === null) return <NotFound />;
  if (error) return <FailureScreen source="content" onRetry={() => void refetch()} />;
  if (!article) return <Spinner label="Loading the article" />;

  const kind = kindCopy(article.kind);
  const image = chooseImage(variantsFromImageList(article.imageList), { aspectRatio: ARTICLE_HERO_IMAGE.aspectRatio });
  const isPolicy = article.kind === 'policy';
  const script = article.kind === 'meditation' && article.script && article.script.length > 0 ? article.script : null;

  return (
    <article className={`article article--${article.kind}`}>
      <header className="article__header">
        <p className="article__eyebrow">{kind.label}</p>
        <h1 className="article__title">{title}</h1>
        {article.summary && !isPolicy ? <p className="article__lead">{article.summary}</p> : null}
        <p className="article__meta">
          {article.author ? <span>By {article.author.authorName}</span> : null}
          {/* A policy states its own date of effect in its text. */}
          {isPolicy ? null : <span>{dayMonthYear(article.publishedOn)}</span>}
          {script ? null : <span>{article.readMinutes} min read</span>}
        </p>
      </header>
      {isPolicy ? null : <SmartImage className="article__image" image={image} sizes={ARTICLE_HERO_IMAGE.sizes} alt="" priority />}
      {script ? (
        <MeditationPlayer
          cues={script}
          durationSeconds={article.durationSeconds ?? script[script.length - 1]!.atSecond + 30}
          title={title}
        />
      ) : null}
      <div className="article__body" dangerouslySetInnerHTML={{ __html: body }} />
      {article.tags.length > 0 && !isPolicy ? (
        <ul className="article__tags" aria-label="Tags">
          {article.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {article.author ? <AuthorCard author={article.author} kind={article.kind} /> : null}
      {session || isPolicy ? null : <TrialCallout />}
      {isPolicy ? null : <RelatedItems items={article.related} kind={article.kind} regionId={regionId} />}
    </article>
  );
}
