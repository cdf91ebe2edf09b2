import { Link } from '@app/shared/router';
import { PATHS } from '@app/shared/routes';
import { FailureScreen, Spinner } from '@app/shared/ui';
import { SmartImage } from '@app/shared/ui/smart-image';
import { useAboutPageQuery } from '../api/about-api.ts';
import './about.css';

/** The about image is a wide banner. */
const ABOUT_IMAGE = { width: 1200, height: 500 };

/** /about: the about content from the API (no trial button: SPEC). */
export function AboutPage() {
  const { data: about, error, refetch } = useAboutPageQuery();
  if (error) return <FailureScreen source="content" onRetry={() => void refetch()} />;
  if (!about) return <Spinner label="Loading" />;
  return (
    <article className="about">
      <header className="about__header">
        <h1>{about.title}</h1>
        <p className="about__lead">{about.description}</p>
      </header>
      <SmartImage
        className="about__image"
        image={{ src: about.image.imageUrl, ...ABOUT_IMAGE }}
        sizes="(min-width: 1024px) 960px, 100vw"
        alt=""
        priority
      />
      <div className="about__sections">
        {about.sections.map((section) => (
          <section key={section.title} className="about__section">
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
      <nav className="about__more" aria-label="More from Kindred">
        <Link to={PATHS.blogs}>Read our expert blog</Link>
        <Link to={PATHS.help}>Visit the help centre</Link>
      </nav>
    </article>
  );
}
