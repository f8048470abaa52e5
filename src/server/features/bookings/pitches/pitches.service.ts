import type { z } from 'zod';
import type { SessionUser } from '@shared/api/session-user';
import type { AdminListPage } from '@shared/api/admin-lists';
import {
  type AdminPitch,
  type adminPitchesQuery,
  PITCH_LIMITS,
  PITCH_LINK_INVALID,
  type PITCH_LINK_KINDS,
  PITCH_NOT_LIVE,
  type pitchCreateBody,
  type PitchEvent,
  type PitchOrigin,
  type PitchPage,
} from '@shared/api/bookings/pitches';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { safeImageSrc } from '@shared/api/fields';
import type { ClientOption } from '@shared/api/directory/clients/client-options';
import { addressOf } from '@shared/api/route';
import { isAdmin, isAgency } from '@shared/permissions';
import { markdownToPlain } from '@shared/plain-text';
import { primaryPhoto } from '@shared/portrait';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { toAdminPage } from '@server/lib/admin-list';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/errors';
import { hashToken, randomToken } from '@server/lib/tokens';
import { normalizeLocalImage } from '@server/features/directory/clients/image-paths';
import { hitRateLimit } from '@server/platform/rate-limit';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { clientsOfTeamMember } from '../requests/requests.repo';
import { clientOptions } from '@server/features/directory/clients/client-options';
import { strongestAppearances } from '@server/features/directory/podcasts/podcasts.service';
import * as repo from './pitches.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most events of each kind a timeline shows (the newest): opens never push the rest off it. */
const TIMELINE_PER_KIND = 100;
/** How long one visitor's opens of a pitch page count as one. */
const OPEN_WINDOW_SECONDS = 60 * 60;

/** The 400 of a guest who is not in the directory (unknown or archived). */
export const PITCH_GUEST_NOT_LISTED = 'is not in the directory';
/** The 400 of a last day that is past or too far. */
export const PITCH_EXPIRY_OUT_OF_RANGE = `Pick a last day from today to ${PITCH_LIMITS.maxDays} days ahead`;
/** The 403 of a team member pitching, reading or revoking a pitch of a guest they are not assigned to. */
export const NOT_YOUR_GUEST = 'You can only pitch the guests you are assigned to';

/** Who the agency's routes act for, and the clients they may pitch (undefined: every client). */
async function scopeOf(db: DbOrTx, user: SessionUser): Promise<number[] | undefined> {
  if (isAdmin(user)) return undefined;
  if (!isAgency(user)) throw forbidden('Only the agency makes pitch pages');
  return clientsOfTeamMember(db, user.id, user.clientId);
}

/** The guests the builder's picker offers for what was typed (or the one of `id`): those the user may pitch. 403 outside the agency. */
export async function guestOptions(ctx: Pick<AppContext, 'db'>, user: SessionUser, query: { q: string; id?: number }): Promise<ClientOption[]> {
  return clientOptions(ctx.db, query, await scopeOf(ctx.db, user));
}

/** When a new pitch's link stops working: the end of its last day (UTC), else PITCH_LIMITS.defaultDays from now; 400 when past or beyond maxDays. */
function expiryOf(expiresOn: string | null, now: number): Date {
  if (expiresOn === null) return new Date(now + PITCH_LIMITS.defaultDays * DAY_MS);
  const end = Date.parse(`${expiresOn}T23:59:59.999Z`);
  if (end <= now || end > now + (PITCH_LIMITS.maxDays + 1) * DAY_MS) throw badRequest(`expiresOn: ${PITCH_EXPIRY_OUT_OF_RANGE}`, 'VALIDATION_FAILED');
  return new Date(end);
}

/**
 * Makes a pitch page: every guest must be in the directory (not archived) and, for a team
 * member, one of theirs (403). Stores the token's hash only and answers the link this once; audited.
 */
export async function createPitch(
  ctx: Pick<AppContext, 'db'>,
  user: SessionUser,
  input: z.output<typeof pitchCreateBody>,
  baseUrl: string,
): Promise<{ id: number; link: string; expiresAt: string }> {
  const scope = await scopeOf(ctx.db, user);
  const ids = input.guests.map((guest) => guest.clientId);
  if (scope && ids.some((id) => !scope.includes(id))) throw forbidden(NOT_YOUR_GUEST);
  const found = await repo.clientsByIds(ctx.db, ids);
  const missing = input.guests.findIndex((guest) => !found.some((client) => client.id === guest.clientId && client.archivedAt === null));
  if (missing >= 0) {
    const name = found.find((client) => client.id === ids[missing])?.name ?? 'This guest';
    throw badRequest(`guests.${missing}.clientId: ${name} ${PITCH_GUEST_NOT_LISTED}`, 'VALIDATION_FAILED');
  }
  const expiresAt = expiryOf(input.expiresOn, Date.now());
  const token = randomToken();
  const id = await auditedWrite(
    ctx.db,
    user,
    (tx) =>
      repo.insertPitch(tx, { tokenHash: hashToken(token), showName: input.showName, showUrl: input.showUrl, createdBy: user.id, expiresAt }, input.guests),
    (pitchId) => ({
      action: 'pitch.create',
      targetType: 'pitch',
      targetId: pitchId,
      details: { showName: input.showName, clientIds: ids, expiresAt: expiresAt.toISOString() },
    }),
  );
  return { id, link: `${baseUrl}/pitch/${token}`, expiresAt: expiresAt.toISOString() };
}

/** The agency's pitch pages, newest first, with their guests and what happened on each link; a team member sees those of their own guests only. */
export async function listPitches(
  ctx: Pick<AppContext, 'db'>,
  user: SessionUser,
  query: z.output<typeof adminPitchesQuery>,
): Promise<AdminListPage<AdminPitch>> {
  const clientIds = await scopeOf(ctx.db, user);
  const { items, count } = await repo.pitchList.page(ctx.db, { ...query, clientIds });
  const ids = items.map((row) => row.pitch.id);
  const [guests, counts] = await Promise.all([repo.guestsOfPitches(ctx.db, ids), repo.eventCountsOf(ctx.db, ids)]);
  const rows = items.map(({ pitch, createdBy }): AdminPitch => {
    const events = counts.get(pitch.id) ?? {};
    return {
      id: pitch.id,
      showName: pitch.showName,
      showUrl: pitch.showUrl,
      guests: guests.filter((guest) => guest.pitchId === pitch.id).map(({ id, name, slug }) => ({ id, name, slug })),
      createdBy,
      createdAt: pitch.createdAt.toISOString(),
      expiresAt: pitch.expiresAt.toISOString(),
      revokedAt: pitch.revokedAt?.toISOString() ?? null,
      opens: events.open ?? 0,
      downloads: (events.pdf ?? 0) + (events.photo ?? 0),
      requests: events.request ?? 0,
    };
  });
  return toAdminPage(rows, count, query);
}

/** A pitch the user may act on: 404 when unknown, 403 for a team member when any of its guests is not theirs. */
async function requireOwnPitch(ctx: Pick<AppContext, 'db'>, user: SessionUser, id: number): Promise<repo.PitchRow> {
  const scope = await scopeOf(ctx.db, user);
  const pitch = await repo.findById(ctx.db, id);
  if (!pitch) throw notFound('This pitch page does not exist');
  if (scope && (await repo.guestIdsOf(ctx.db, id)).some((clientId) => !scope.includes(clientId))) throw forbidden(NOT_YOUR_GUEST);
  return pitch;
}

/** A pitch's timeline, newest first, with the guest each event was about: the newest TIMELINE_PER_KIND of each kind, so every kind stays on it. */
export async function timeline(ctx: Pick<AppContext, 'db'>, user: SessionUser, id: number): Promise<{ events: PitchEvent[] }> {
  await requireOwnPitch(ctx, user, id);
  const rows = await repo.eventsOf(ctx.db, id, TIMELINE_PER_KIND);
  return { events: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/**
 * A new link for a live pitch, answered this once like at creation (its hash only is kept): the old
 * link answers 404 at once; the page, its guests, its expiry and its timeline stay. Audited. 409
 * (PITCH_NOT_LIVE) for a revoked or expired pitch.
 */
export async function newPitchLink(
  ctx: Pick<AppContext, 'db'>,
  user: SessionUser,
  id: number,
  baseUrl: string,
): Promise<{ id: number; link: string; expiresAt: string }> {
  const pitch = await requireOwnPitch(ctx, user, id);
  const token = randomToken();
  await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      // a pitch revoked or expired since it was read is refused, and nothing is audited
      if (!(await repo.replaceToken(tx, id, hashToken(token)))) throw conflict(PITCH_NOT_LIVE, 'PITCH_NOT_LIVE');
    },
    () => ({ action: 'pitch.new-link', targetType: 'pitch', targetId: id, details: { showName: pitch.showName } }),
  );
  return { id, link: `${baseUrl}/pitch/${token}`, expiresAt: pitch.expiresAt.toISOString() };
}

/** Revokes a pitch's link: from now on it answers 404. Revoking again answers the same date and writes nothing. */
export async function revokePitch(ctx: Pick<AppContext, 'db'>, user: SessionUser, id: number): Promise<{ revokedAt: string }> {
  const pitch = await requireOwnPitch(ctx, user, id);
  if (pitch.revokedAt) return { revokedAt: pitch.revokedAt.toISOString() };
  const revokedAt = await auditedWrite(
    ctx.db,
    user,
    (tx) => repo.revoke(tx, id),
    () => ({ action: 'pitch.revoke', targetType: 'pitch', targetId: id, details: { showName: pitch.showName } }),
  );
  return { revokedAt: revokedAt.toISOString() };
}

/** The live pitch a token opens; 404 (PITCH_LINK_INVALID) for an unknown, expired or revoked one. */
async function requireLive(db: DbOrTx, token: string): Promise<repo.PitchRow> {
  const pitch = await repo.findLiveByTokenHash(db, hashToken(token));
  if (!pitch) throw notFound(PITCH_LINK_INVALID, 'PITCH_LINK_INVALID');
  return pitch;
}

/** A guest's portrait at full resolution: the local upload, else the profile image, else the LinkedIn picture. */
function portraitOf(guest: { localimage: string | null; profileImage: string | null; linkedinImgUrl: string | null }): string | null {
  return safeImageSrc(primaryPhoto({ ...guest, localimage: normalizeLocalImage(guest.localimage) }));
}

/**
 * Whether this is the visitor's first open of the pitch within OPEN_WINDOW_SECONDS (counted in the
 * shared rate-limit counters under a digest of the visitor, dropped after a day; never in the events).
 */
async function firstOpenThisHour(db: DbOrTx, pitchId: number, visitor: string): Promise<boolean> {
  return (await hitRateLimit(db, `pitch-open:${pitchId}:${visitor}`, OPEN_WINDOW_SECONDS)).hits === 1;
}

/** How many of a guest's appearances a pitch page lists, the best proven first. */
const PITCH_APPEARANCES_SHOWN = 4;

/**
 * The pitch page's data for a visitor holding its link; records an `open` for a person's visit
 * (`visitor`: see visitorOf), once an hour per visitor. Guests archived since are left out.
 */
export async function pitchPage(ctx: Pick<AppContext, 'db'>, token: string, visitor: string | undefined): Promise<PitchPage> {
  const pitch = await requireLive(ctx.db, token);
  const guests = await repo.liveGuestsOf(ctx.db, pitch.id);
  const points = await repo.talkingPointsOf(
    ctx.db,
    guests.map((guest) => guest.id),
  );
  const records = await Promise.all(guests.map((guest) => strongestAppearances(ctx, guest.id, PITCH_APPEARANCES_SHOWN)));
  if (visitor && (await firstOpenThisHour(ctx.db, pitch.id, visitor))) await repo.insertEvent(ctx.db, pitch.id, 'open', null);
  return {
    showName: pitch.showName,
    showUrl: pitch.showUrl,
    expiresAt: pitch.expiresAt.toISOString(),
    guests: guests.map((guest, i) => ({
      id: guest.id,
      name: guest.name,
      slug: guest.slug,
      headline: guest.headline,
      oneSheet: markdownToPlain(guest.narrativeBio),
      portrait: portraitOf(guest),
      talkingPoints: points.filter((point) => point.clientId === guest.id).map(({ title, text }) => ({ title, text })),
      questions: guest.questions,
      line: guest.line,
      appearances: records[i]!.items,
      appearanceCount: records[i]!.total,
    })),
  };
}

/** The portrait 404: the guest has no picture. */
export const NO_PORTRAIT = 'This guest has no portrait to download.';

/**
 * A tracked link of a guest on a live pitch: records the profile read, PDF or portrait download
 * when `record` (a person's visit), and answers where to send the visitor (the profile page, the
 * one-sheet PDF route, the portrait).
 * 404 when the link is dead or the guest is not on it.
 */
export async function followLink(
  ctx: Pick<AppContext, 'db'>,
  token: string,
  clientId: number,
  kind: (typeof PITCH_LINK_KINDS)[number],
  record: boolean,
): Promise<string> {
  const pitch = await requireLive(ctx.db, token);
  const [guest] = await repo.liveGuestsOf(ctx.db, pitch.id, clientId);
  if (!guest) throw notFound(PITCH_LINK_INVALID, 'PITCH_LINK_INVALID');
  const portrait = portraitOf(guest);
  if (kind === 'photo' && !portrait) throw notFound(NO_PORTRAIT, 'NO_PORTRAIT');
  if (record) await repo.insertEvent(ctx.db, pitch.id, kind, guest.id);
  if (kind === 'profile') return `/profile/${encodeURIComponent(guest.slug)}`;
  if (kind === 'pdf') return addressOf(directoryRoutes.pdfProfile, { params: { slug: guest.slug } });
  return portrait!;
}

/**
 * The pitch a request came from, for the request's service: the id of the live pitch this token
 * opens when it offers this guest, else undefined (a bogus token is ignored, never refused).
 */
export async function pitchOffering(db: DbOrTx, token: string, clientId: number): Promise<number | undefined> {
  const pitch = await repo.findLiveByTokenHash(db, hashToken(token));
  if (!pitch) return undefined;
  const [guest] = await repo.liveGuestsOf(db, pitch.id, clientId);
  return guest ? pitch.id : undefined;
}

/** The pitch pages requests came from, for the agency's inbox: each pitch's show and the day it was made, by id, in one query. */
export async function pitchOrigins(db: DbOrTx, ids: (number | null)[]): Promise<Map<number, PitchOrigin>> {
  const rows = await repo.showsOfPitches(db, [...new Set(ids.filter((id) => id !== null))]);
  return new Map(rows.map((row) => [row.id, { showName: row.showName, createdAt: row.createdAt.toISOString() }]));
}

/** Records on a pitch's timeline a request sent from it. */
export function recordPitchRequest(db: DbOrTx, pitchId: number, clientId: number): Promise<void> {
  return repo.insertEvent(db, pitchId, 'request', clientId);
}
