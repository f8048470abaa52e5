import { z } from 'zod';
import { appearance } from '../directory/podcasts/podcasts';
import { adminListPage, adminListQuery } from '../admin-lists';
import { bodyId, httpUrl, paramId, text } from '../fields';

/** The bounds of a pitch page: how many guests it offers, its lines' lengths, and how long its link lives by default. */
export const PITCH_LIMITS = {
  guestsMin: 1,
  guestsMax: 5,
  lineMax: 600,
  showNameMax: 200,
  questionsMax: 10,
  questionMax: 400,
  /** Days a new pitch link works unless the agency picks another date. */
  defaultDays: 30,
  maxDays: 365,
} as const;

/** What the agency's timeline of a pitch link records: the page opened, a guest's profile read, a one-sheet PDF or a portrait downloaded, a request sent. */
export const PITCH_EVENT_KINDS = ['open', 'profile', 'pdf', 'photo', 'request'] as const;
export type PitchEventKind = (typeof PITCH_EVENT_KINDS)[number];

/** What a pitch link that is unknown, expired or revoked answers (404). */
export const PITCH_LINK_INVALID = 'This pitch page is no longer available. Ask the agency for a new link.';

/** The 409 of a new link asked for a pitch that was revoked or has expired. */
export const PITCH_NOT_LIVE = 'This pitch page was revoked or has expired, so it can’t get a new link. Make a new pitch page instead.';

/** A guest offered on a new pitch: who, the agency's line on why they fit this audience, and the questions picked for the show. */
const pitchGuestInput = z.object({
  clientId: bodyId('Choose a guest'),
  line: text().trim().min(1, 'Write why this guest fits this audience').max(PITCH_LIMITS.lineMax, `Keep the line under ${PITCH_LIMITS.lineMax} characters`),
  questions: z
    .array(
      text()
        .trim()
        .min(1, 'Write the question or leave it out')
        .max(PITCH_LIMITS.questionMax, `Keep each question under ${PITCH_LIMITS.questionMax} characters`),
    )
    .max(PITCH_LIMITS.questionsMax, `Pick at most ${PITCH_LIMITS.questionsMax} questions`)
    .default([]),
});

/** POST /api/admin/pitches body: the show, its optional link, an optional last day (UTC date) and one to five guests, each once. */
export const pitchCreateBody = z.object({
  showName: text().trim().min(1, 'Enter the show’s name').max(PITCH_LIMITS.showNameMax),
  showUrl: httpUrl().nullable().default(null),
  /** The last day the link works (YYYY-MM-DD, UTC); PITCH_LIMITS.defaultDays from today when left out. */
  expiresOn: z.iso.date('Pick a valid date').nullable().default(null),
  guests: z
    .array(pitchGuestInput)
    .min(PITCH_LIMITS.guestsMin, 'Pick at least one guest')
    .max(PITCH_LIMITS.guestsMax, `Pick at most ${PITCH_LIMITS.guestsMax} guests`)
    .refine((guests) => new Set(guests.map((guest) => guest.clientId)).size === guests.length, 'Each guest may be picked once'),
});
export type PitchCreateBody = z.input<typeof pitchCreateBody>;

/** The answer to a new pitch, or to a new link for one: its id and its link, shown this once (only the token's hash is kept). */
export const pitchCreated = z.object({ id: z.number(), link: z.string(), expiresAt: z.string() });

/** The pitch page a request was sent from, as the agency's desk names it: the show it was made for, and when. */
export const pitchOrigin = z.object({ showName: z.string(), createdAt: z.string() });
export type PitchOrigin = z.infer<typeof pitchOrigin>;

/** GET /api/admin/pitches query: newest first, searched in the show's name. */
export const adminPitchesQuery = adminListQuery(['createdAt'] as const, 'createdAt', {});

/** A pitch in the agency's list: its show, guests, author, dates and what happened on its link. */
const adminPitch = z.object({
  id: z.number(),
  showName: z.string(),
  showUrl: z.string().nullable(),
  guests: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  opens: z.number(),
  /** PDF and portrait downloads. */
  downloads: z.number(),
  requests: z.number(),
});
export type AdminPitch = z.infer<typeof adminPitch>;
export const adminPitchesPage = adminListPage(adminPitch);

/** A pitch by id (the agency's routes). */
export const pitchIdParams = z.object({ id: paramId() });

/** One event of a pitch's timeline, with the guest it was about (none for an open). */
const pitchEvent = z.object({ id: z.number(), kind: z.enum(PITCH_EVENT_KINDS), guestName: z.string().nullable(), createdAt: z.string() });
export type PitchEvent = z.infer<typeof pitchEvent>;

/** A pitch's timeline, newest first. */
export const pitchTimeline = z.object({ events: z.array(pitchEvent) });

/** The answer to a revoke: when the link stopped working. */
export const pitchRevoked = z.object({ revokedAt: z.string() });

/** The pitch link: /pitch/{token}. */
export const pitchTokenParams = z.object({ token: text().min(16, PITCH_LINK_INVALID).max(128, PITCH_LINK_INVALID) });

/** What a tracked link of a pitch leads to: the guest's profile, their one-sheet PDF or their portrait. */
export const PITCH_LINK_KINDS = ['profile', 'pdf', 'photo'] as const;
export type PitchLinkKind = (typeof PITCH_LINK_KINDS)[number];

/** A tracked link of a guest on a pitch page. */
export const pitchLinkParams = pitchTokenParams.extend({
  clientId: paramId(PITCH_LINK_INVALID),
  kind: z.enum(PITCH_LINK_KINDS, { error: PITCH_LINK_INVALID }),
});

/** A guest as the pitch page shows them: the one-sheet (bio as text), the portrait at full resolution, talking points, the questions and the agency's line. */
const pitchPageGuest = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  headline: z.string(),
  /** The bio as plain text, to copy. */
  oneSheet: z.string(),
  /** The portrait's address at full resolution; null when the guest has none. */
  portrait: z.string().nullable(),
  talkingPoints: z.array(z.object({ title: z.string(), text: z.string() })),
  questions: z.array(z.string()),
  /** The agency's line on why this guest fits the show's audience. */
  line: z.string(),
  /** Their best-proven podcast appearances (confirmed first), each with its grade of evidence. */
  appearances: z.array(appearance),
  /** How many appearances they have in all. */
  appearanceCount: z.number(),
});
export type PitchPageGuest = z.infer<typeof pitchPageGuest>;

/** GET /api/pitches/:token: the pitch page's data. */
export const pitchPage = z.object({ showName: z.string(), showUrl: z.string().nullable(), expiresAt: z.string(), guests: z.array(pitchPageGuest) });
export type PitchPage = z.infer<typeof pitchPage>;
