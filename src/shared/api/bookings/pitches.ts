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
