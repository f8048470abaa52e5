import type { NewFinding } from '@server/jobs/run-job';

/** What the spider reads of a client. */
export interface ClientToCheck {
  id: number;
  name: string;
  headline: string;
  narrativeBio: string;
  localimage: string | null;
  profileImage: string | null;
  linkedinImgUrl: string | null;
  linkedinUrl: string | null;
  instagramUrl: string | null;
  facebookUrl: string | null;
  websiteUrl: string | null;
  youtubeUrl: string | null;
  bookUrl: string | null;
  sampleQuestions: string;
  talkingPoints: number;
  mediaImageUrls: string[];
}

/** A remote address of a client to check, with the field it is in. */
interface LinkToCheck {
  clientId: number;
  field: string;
  url: string;
}

const LINK_FIELDS = ['linkedinUrl', 'instagramUrl', 'facebookUrl', 'websiteUrl', 'youtubeUrl', 'bookUrl', 'profileImage', 'linkedinImgUrl'] as const;

const isRemote = (value: string | null): value is string => !!value && /^https?:\/\//i.test(value.trim());

/** Why the directory hides this profile (no bio, 'writing in progress' in its name, headline or bio, an hourglass in the bio), or null when it is shown. */
export function hiddenBioReason(client: Pick<ClientToCheck, 'name' | 'headline' | 'narrativeBio'>): string | null {
  if (client.narrativeBio.trim() === '') return 'No bio';
  if (/writing in progress/i.test(`${client.name} ${client.headline} ${client.narrativeBio}`)) return 'Writing in progress';
  if (/[⌛⏳]/.test(client.narrativeBio)) return 'Hourglass in the bio';
  return null;
}

/** The findings about a client that need no request: missing fields and a hidden bio. */
export function fieldFindings(client: ClientToCheck): NewFinding[] {
  const missing = (field: string, reason: string): NewFinding => ({ clientId: client.id, kind: 'missing-field', detail: { field, reason } });
  const findings: NewFinding[] = [];
  if (client.narrativeBio.trim() === '') findings.push(missing('narrativeBio', 'No bio'));
  if (!client.localimage?.trim() && !client.profileImage?.trim() && !client.linkedinImgUrl?.trim()) findings.push(missing('photo', 'No photo'));
  if (client.talkingPoints < 3) findings.push(missing('talkingPoints', `${client.talkingPoints} of at least 3 talking points`));
  if (client.sampleQuestions.trim() === '') findings.push(missing('sampleQuestions', 'No sample questions'));
  const hidden = hiddenBioReason(client);
  if (hidden) findings.push({ clientId: client.id, kind: 'hidden-bio', detail: { field: 'narrativeBio', reason: hidden } });
  return findings;
}

/** The client's remote links and images to check (local uploads are not fetched). */
export function linksOf(client: ClientToCheck): LinkToCheck[] {
  const links: LinkToCheck[] = [];
  for (const field of LINK_FIELDS) {
    const url = client[field];
    if (isRemote(url)) links.push({ clientId: client.id, field, url: url.trim() });
  }
  client.mediaImageUrls.forEach((url, i) => {
    if (isRemote(url)) links.push({ clientId: client.id, field: `mediaImage${i + 1}`, url: url.trim() });
  });
  return links;
}
