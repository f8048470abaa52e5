import { Link } from '@client/lib/router';
import { buttonClass } from '@client/components/ui/Button';
import { useCurrentUser } from '@client/lib/use-current-user';

/** The opening of the home page: what Podium is, in the editorial voice (the site's About; focusable, so the anchor moves keyboard focus here). */
export function HomeHero() {
  const { data: user } = useCurrentUser();
  return (
    <section
      id="about"
      tabIndex={-1}
      className="relative outline-none overflow-hidden border-b border-line bg-[radial-gradient(ellipse_at_top_right,var(--color-accent-soft),transparent_55%)]"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">Executive thought leaders · Podcast guests</p>
        <h1 className="mt-4 max-w-3xl font-display text-4xl leading-[1.05] text-ink sm:text-6xl">The voices worth booking, ready for your next show.</h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-soft">
          Podium presents executives to podcast hosts and event bookers: bios, talking points, approved videos and sample interview questions, all in one place
          and one click from a printable one-sheet.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#spotlight" className={buttonClass('primary', 'lg')}>
            Meet the executives
          </a>
          {!user && (
            <Link to="/login" className={buttonClass('secondary', 'lg')}>
              Sign in
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
