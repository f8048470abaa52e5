import { Link, useNavigate } from '@client/lib/router';
import { Button, buttonClass } from '../ui/Button';
import { usePageTitle } from '@client/lib/use-page-title';

/** Unknown paths: 'Page Not Found' with Go Home and Go Back, in the heading and the tab's title. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  usePageTitle('Page Not Found');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <p aria-hidden="true" className="font-display text-7xl text-gold">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl text-ink">Page Not Found</h1>
      <p className="mt-3 text-ink-soft">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex gap-3">
        <Link to="/" className={buttonClass('primary')}>
          Go Home
        </Link>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </div>
    </div>
  );
}
