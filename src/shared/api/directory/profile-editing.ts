import { z } from 'zod';
import { isHttpUrl, text } from '../fields';

/** Limits of the profile fields a guest edits (chosen so a name fits a card and a bio a long page). */
export const PROFILE_LIMITS = {
  nameMax: 120,
  headlineMax: 200,
  bioMax: 20_000,
  categoryMax: 60,
  /** How many categories a profile may carry (after trimming and removing duplicates). */
  categoriesMax: 12,
  urlMax: 2_000,
  questionMax: 500,
  /** How many sample questions a profile may carry. */
  questionsMax: 50,
} as const;

/** The social and web links of a profile with their labels, in the order the edit page shows them. */
export const PROFILE_LINK_LABELS = {
  linkedinUrl: 'LinkedIn',
  instagramUrl: 'Instagram',
  facebookUrl: 'Facebook',
  websiteUrl: 'Website',
  youtubeUrl: 'YouTube',
  bookUrl: 'Book',
} as const;

/** The key of one profile link (linkedinUrl, instagramUrl …). */
export type ProfileLinkKey = keyof typeof PROFILE_LINK_LABELS;

/** Runs of white space (new lines included) as one space: for one-line texts. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ');

/** A link field: empty clears it (null); otherwise an absolute http(s) address. */
function link(label: string) {
  return text()
    .trim()
    .max(PROFILE_LIMITS.urlMax, `The ${label} address must be at most ${PROFILE_LIMITS.urlMax} characters`)
    .refine((value) => value === '' || isHttpUrl(value), `Enter the full ${label} address, starting with http:// or https://`)
    .transform((value) => value || null)
    .nullable();
}

/** Categories trimmed, empty ones dropped, duplicates (ignoring case) removed keeping the first spelling. */
export function normalizeCategories(list: string[]): string[] {
  const seen = new Set<string>();
  return list.flatMap((raw) => {
    const name = oneLine(raw).trim();
    const key = name.toLowerCase();
    if (!name || seen.has(key)) return [];
    seen.add(key);
    return [name];
  });
}

/** The categories field: at most PROFILE_LIMITS.categoriesMax once normalized, each at most categoryMax characters. */
const categories = z
  .array(text().max(PROFILE_LIMITS.categoryMax, `A category must be at most ${PROFILE_LIMITS.categoryMax} characters`), {
    error: 'Categories must be a list of names',
  })
  .max(100, 'Too many categories')
  .transform(normalizeCategories)
  .refine((list) => list.length <= PROFILE_LIMITS.categoriesMax, `A profile may have at most ${PROFILE_LIMITS.categoriesMax} categories`);

/**
 * PATCH /api/clients/{id}/profile body: the fields of /edit-profile, each optional (only those
 * sent change). Texts are trimmed; an empty link clears it.
 */
export const profileEditBody = z.strictObject(
  {
    name: text()
      .transform(oneLine)
      .pipe(z.string().trim().min(1, 'Enter a name').max(PROFILE_LIMITS.nameMax, `The name must be at most ${PROFILE_LIMITS.nameMax} characters`))
      .optional(),
    headline: text()
      .transform(oneLine)
      .pipe(z.string().trim().max(PROFILE_LIMITS.headlineMax, `The headline must be at most ${PROFILE_LIMITS.headlineMax} characters`))
      .optional(),
    narrativeBio: text()
      .trim()
      .max(PROFILE_LIMITS.bioMax, `The bio must be at most ${PROFILE_LIMITS.bioMax.toLocaleString('en-US')} characters`)
      .optional(),
    goaCategories: categories.optional(),
    linkedinUrl: link(PROFILE_LINK_LABELS.linkedinUrl).optional(),
    instagramUrl: link(PROFILE_LINK_LABELS.instagramUrl).optional(),
    facebookUrl: link(PROFILE_LINK_LABELS.facebookUrl).optional(),
    websiteUrl: link(PROFILE_LINK_LABELS.websiteUrl).optional(),
    youtubeUrl: link(PROFILE_LINK_LABELS.youtubeUrl).optional(),
    bookUrl: link(PROFILE_LINK_LABELS.bookUrl).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : 'The profile must be an object') },
);
export type ProfileEditBody = z.input<typeof profileEditBody>;
/** The profile fields as the server stores them once validated. */
export type ProfileEdit = z.output<typeof profileEditBody>;

/** One sample question: one line of text, trimmed. */
const question = text()
  .transform(oneLine)
  .pipe(
    z
      .string()
      .trim()
      .min(1, 'Enter the question, or remove it')
      .max(PROFILE_LIMITS.questionMax, `A question must be at most ${PROFILE_LIMITS.questionMax} characters`),
  );

/** PUT /api/clients/{id}/sample-questions body: the questions in the order the profile lists them. */
export const sampleQuestionsBody = z.object({
  questions: z
    .array(question, { error: 'Questions must be a list' })
    .max(PROFILE_LIMITS.questionsMax, `A profile may have at most ${PROFILE_LIMITS.questionsMax} sample questions`)
    .refine((list) => new Set(list.map((q) => q.toLowerCase())).size === list.length, 'Each question may appear only once'),
});
export type SampleQuestionsBody = z.input<typeof sampleQuestionsBody>;
