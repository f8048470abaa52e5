import { lazy, Suspense, useState } from 'react';
import { Link } from '@client/lib/router';
import type { ClientDetail, MediaImage } from '@shared/api/directory/clients/clients';
import { MEDIA_GRID_SIZES, sizedSrcSet } from '@shared/portrait';
import { buttonClass } from '@client/components/ui/Button';
import { Section } from './Section';

const MediaViewer = lazy(() => import('./MediaViewer'));

/** Media Pics: a 1/2/3-column grid of lazy pictures (sized WebP copies of local uploads), each opening full size in a dialog. */
export function MediaSection({ client }: { client: ClientDetail }) {
  const [open, setOpen] = useState<MediaImage | null>(null);
  if (client.mediaImages.length === 0 && !client.abilities.editMedia) return null;
  return (
    <Section
      id="media"
      title="Media Pics"
      actions={
        client.abilities.editMedia && (
          <Link to={`/profile/${client.slug}/media-pics`} className={buttonClass('secondary', 'sm')}>
            Edit Pics
          </Link>
        )
      }
    >
      {client.mediaImages.length === 0 ? (
        <p className="text-sm text-muted">No media pictures yet. Add some with Edit Pics.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {client.mediaImages.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setOpen(image)}
                className="group block w-full overflow-hidden rounded-lg bg-sunken text-left focus-ring-inset"
              >
                <img
                  src={image.src}
                  srcSet={sizedSrcSet(image.src)}
                  sizes={MEDIA_GRID_SIZES}
                  alt={image.alt || client.name}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                />
                {image.caption && <span className="block px-1 pt-1.5 text-xs text-muted">{image.caption}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <MediaViewer image={open} name={client.name} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Section>
  );
}
