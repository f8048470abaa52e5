import { Link } from '@client/lib/router';

/**
 * A client's name linking to its profile, as the admin lists show it: `tail` (a tab's path or an
 * anchor) follows the profile's path; with a `width` class the name is cut to it (the full name
 * its title), else it stays on one line.
 */
export function ClientLink({ slug, name, tail = '', width }: { slug: string; name: string | null; tail?: string; width?: string }) {
  const to = `/profile/${encodeURIComponent(slug)}${tail}`;
  if (!width) {
    return (
      <Link className="link-inline whitespace-nowrap" to={to}>
        {name}
      </Link>
    );
  }
  return (
    <Link className={`link-inline block ${width} truncate`} title={name ?? undefined} to={to}>
      {name}
    </Link>
  );
}
