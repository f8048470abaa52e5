import { Link } from '@client/lib/router';
import { buttonClass } from '@client/components/ui/Button';

/** A link to the other edit page for the same client (the client named, so an admin stays on it). */
export function OtherEditPageLink({ path, slug, label }: { path: '/edit-profile' | '/edit-questions'; slug: string; label: string }) {
  return (
    <Link to={`${path}?client=${encodeURIComponent(slug)}`} className={buttonClass('secondary', 'sm')}>
      {label}
    </Link>
  );
}
