import { Link } from '@app/shared/router';
import { PATHS } from '@app/shared/routes';

export function NotFoundPage() {
  return (
    <section className="message-page">
      <h1>Page not found</h1>
      <p>We couldn't find the page you were looking for. It may have moved, or the link may be wrong.</p>
      <Link className="button button--primary" to={PATHS.home}>
        Go to the home page
      </Link>
    </section>
  );
}
