import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from '@client/lib/router';
import { GUIDES, guideById } from '@shared/guides';
import { usePageTitle } from '@client/lib/use-page-title';
import NotFoundPage from '@client/components/layout/NotFoundPage';
import { GUIDE_ARTICLES } from './guide-articles';

/** The other guides, as links at the foot of one. */
function OtherGuides({ current }: { current: string }) {
  return (
    <nav aria-labelledby="more-guides" className="mt-14 border-t border-line pt-8">
      <h2 id="more-guides" className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">
        More guides for hosts
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {GUIDES.filter((g) => g.id !== current).map((g) => (
          <li key={g.id}>
            <Link to={g.url} className="link-inline font-medium">
              {g.title}
            </Link>
            <p className="text-sm text-ink-soft">{g.description}</p>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /guides/{id}: one of the home page's guides for hosts, as an article (rendered on the server for visitors). */
export default function GuidePage() {
  const { id = '' } = useParams();
  const guide = guideById(id);
  const article = GUIDE_ARTICLES[id];
  usePageTitle(guide?.title ?? 'Page Not Found');
  if (!guide || !article) return <NotFoundPage />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Link to="/" className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-accent">
        <ArrowLeft className="size-4" aria-hidden="true" /> Home
      </Link>
      <p className="mt-8 text-xs font-semibold tracking-[0.2em] text-gold uppercase">Guide for hosts</p>
      <h1 className="mt-3 font-display text-4xl leading-tight text-ink sm:text-5xl">{guide.title}</h1>
      <p className="mt-6 max-w-[70ch] text-lg leading-relaxed text-ink-soft">{article.lede}</p>
      {article.parts.map((part) => (
        <section key={part.heading} className="mt-10 max-w-[70ch]">
          <h2 className="font-display text-2xl text-ink">{part.heading}</h2>
          {part.paragraphs.map((text) => (
            <p key={text} className="mt-3 leading-relaxed text-ink-soft">
              {text}
            </p>
          ))}
          {part.steps && (
            <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed text-ink-soft marker:text-gold">
              {part.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
        </section>
      ))}
      <OtherGuides current={guide.id} />
    </article>
  );
}
