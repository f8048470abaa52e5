import { PenLine } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from '@client/lib/router';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { buttonClass } from '@client/components/ui/Button';
import { KeptMarkdown } from '@client/components/ui/KeptMarkdown';
import { markdownToPlain } from '@shared/plain-text';

/** The extract block: a lazy chunk only those who may manage the client download. */
const ExtractKeywordsBlock = lazy(() => import('../keywords/ExtractKeywordsBlock'));
import { Section } from './Section';

/** The bio as plain paragraphs, shown while the markdown renderer loads (a page opened in the browser). */
function PlainBio({ markdown }: { markdown: string }) {
  return markdown
    .split(/\n\s*\n/)
    .map((p) => markdownToPlain(p))
    .filter(Boolean)
    .map((p) => (
      <p key={p} className="mt-3 leading-relaxed text-ink-soft first:mt-0">
        {p}
      </p>
    ));
}

/**
 * 'About {name}': the markdown bio, the Edit button for the own guest, the profile keywords as
 * pills, and, when there are none, the extract block for those who may manage the client.
 */
export function AboutSection({ client, keywords }: { client: ClientDetail; keywords: { name: string }[] }) {
  return (
    <Section
      id="about"
      title={`About ${client.name}`}
      actions={
        client.abilities.editProfile && (
          <Link to="/edit-profile" className={buttonClass('secondary', 'sm')}>
            <PenLine className="size-4" aria-hidden="true" /> Edit
          </Link>
        )
      }
    >
      <div className="max-w-[70ch]">
        <KeptMarkdown id="about-bio" fallback={<PlainBio markdown={client.narrativeBio} />}>
          {client.narrativeBio}
        </KeptMarkdown>
      </div>
      {keywords.length > 0 && (
        <div className="mt-6">
          <h3 className="text-xs font-semibold tracking-[0.15em] text-muted uppercase">Profile Keywords</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {keywords.map((k) => (
              <li key={k.name} className="rounded-full border border-line bg-sunken px-3 py-1 text-sm text-ink-soft">
                {k.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {client.abilities.manage && keywords.length === 0 && (
        <Suspense fallback={null}>
          <ExtractKeywordsBlock clientId={client.id} />
        </Suspense>
      )}
    </Section>
  );
}
