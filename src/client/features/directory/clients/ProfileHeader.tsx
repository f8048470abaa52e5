import { ChevronDown, FileDown, Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from '@client/lib/router';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { canImpersonate } from '@shared/permissions';
import { SITE_ANCHORS, Wordmark } from '@client/components/layout/PublicHeader';
import { scrollToAnchor } from '@client/components/layout/scroll-to-anchor';
import { buttonClass } from '@client/components/ui/Button';
import { PORTRAIT_SIZES, primaryPhoto } from '@shared/portrait';
import { ProfilePhoto } from '@client/components/ui/ProfilePhoto';
import { addressOf } from '@client/lib/call';
import { cn } from '@client/lib/cn';
import { useCurrentUser } from '@client/lib/use-current-user';
import { SocialLinks } from './SocialLinks';

/** The section jumps: Media and Questions only when they have content. */
function sectionJumps(client: Pick<ClientDetail, 'mediaImages' | 'sampleQuestions'>): [string, string][] {
  return [
    ['About', 'about'],
    ...(client.mediaImages.length > 0 ? ([['Media', 'media']] as [string, string][]) : []),
    ['Topics', 'topics'],
    ['Podcasts', 'podcasts'],
    ...(client.sampleQuestions.trim() ? ([['Questions', 'questions']] as [string, string][]) : []),
  ];
}

// only admins and owners see them (VIEW AS, the Airtable retrievals): visitors never download them
const AdminActions = lazy(() => import('./AdminActions'));
// the sidebar's confirmation, so both Logout buttons do the same; visitors never download it
const LogoutDialog = lazy(() => import('@client/components/layout/LogoutDialog').then((m) => ({ default: m.LogoutDialog })));

function Actions({ client, vertical }: { client: ClientDetail; vertical?: boolean }) {
  const { data: user } = useCurrentUser();
  const [confirmLogout, setConfirmLogout] = useState(false);
  return (
    <div className={cn('flex gap-2', vertical ? 'flex-col items-stretch' : 'items-center')}>
      {!user && (
        // the public header's entries for visitors, whose only header this is; About is the section jump
        <>
          <Link to="/" className={buttonClass('ghost', 'sm')}>
            Home
          </Link>
          <Link to={SITE_ANCHORS.contact} className={buttonClass('ghost', 'sm')}>
            Contact
          </Link>
        </>
      )}
      <a
        href={addressOf(directoryRoutes.pdfProfile, { params: { slug: client.slug } })}
        target="_blank"
        rel="noreferrer"
        className={buttonClass('secondary', 'sm')}
      >
        <FileDown className="size-4" aria-hidden="true" />
        PDF
      </a>
      {canImpersonate(user) && (
        <Suspense fallback={null}>
          <AdminActions client={client} />
        </Suspense>
      )}
      {user ? (
        <button type="button" onClick={() => setConfirmLogout(true)} disabled={user.isImpersonating} className={buttonClass('ghost', 'sm')}>
          Logout
        </button>
      ) : (
        <Link to="/login" className={buttonClass('ghost', 'sm')}>
          Login
        </Link>
      )}
      {confirmLogout && (
        <Suspense fallback={null}>
          <LogoutDialog open onOpenChange={setConfirmLogout} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The sticky profile header: photo, name, headline, links, section jumps (for a signed-in user
 * named "… section", as the sidebar's Podcasts is a page of its own) and actions; a menu on
 * phones. For visitors it is the page's only navigation (the site's entries are in it), so its
 * phone menu is the ☰ menu; signed in, the sidebar has the ☰, and this one is 'Sections'.
 */
export function ProfileHeader({ client }: { client: ClientDetail }) {
  const { data: user } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const jumps = sectionJumps(client);
  // signed in, the sidebar has pages named Profile and Podcasts: the jumps say they are sections
  const jumpName = (label: string) => (user ? `${label} section` : undefined);
  const jump = (id: string) => {
    setMenuOpen(false);
    const header = document.querySelector('header[data-profile-header]')?.getBoundingClientRect().bottom ?? 0;
    scrollToAnchor(id, header + 16);
  };
  return (
    <header data-profile-header className="sticky top-[var(--sticky-top,0px)] z-30 border-b border-line bg-canvas/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2.5 sm:px-6">
        {!user && <Wordmark compact />}
        <ProfilePhoto src={primaryPhoto(client)} name={client.name} sizes={PORTRAIT_SIZES.avatar} eager lowPriority className="size-10 shrink-0 rounded-full" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-display text-lg leading-tight text-ink">{client.name}</p>
          <p className="truncate text-xs text-muted">{client.headline}</p>
        </div>
        <nav aria-label="Profile sections" className="hidden items-center gap-1 lg:flex">
          {jumps.map(([label, id]) => (
            <button key={id} type="button" onClick={() => jump(id)} aria-label={jumpName(label)} className={buttonClass('ghost', 'sm')}>
              {label}
            </button>
          ))}
        </nav>
        <div className="hidden lg:block">
          <Actions client={client} />
        </div>
        {user ? (
          <button type="button" className={cn(buttonClass('ghost', 'sm'), 'lg:hidden')} aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)}>
            Sections
            <ChevronDown className={cn('size-4 transition-transform', menuOpen && 'rotate-180')} aria-hidden="true" />
          </button>
        ) : (
          <button
            type="button"
            className="rounded-md p-2 hover:bg-sunken lg:hidden"
            aria-expanded={menuOpen}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
          </button>
        )}
      </div>
      {menuOpen && (
        <div className="border-t border-line px-4 py-3 lg:hidden">
          <nav aria-label="Profile sections" className="flex flex-col">
            {jumps.map(([label, id]) => (
              <button key={id} type="button" onClick={() => jump(id)} aria-label={jumpName(label)} className={cn(buttonClass('ghost', 'sm'), 'justify-start')}>
                {label}
              </button>
            ))}
          </nav>
          <div className="mt-3 flex items-center justify-between gap-3 border-t border-line pt-3">
            <SocialLinks client={client} />
          </div>
          <div className="mt-3">
            <Actions client={client} vertical />
          </div>
        </div>
      )}
    </header>
  );
}
