/**
 * The scale hosts rate a guest on, and what a rating allows, without zod: the public profile's
 * testimonials read it, and its chunk stays free of the contracts.
 */

/** The lowest and highest rating a host may give. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The lowest rating whose feedback may be quoted on the profile: a 1 or 2 is never offered as a testimonial. */
export const TESTIMONIAL_MIN_RATING = 3;

/** Whether feedback of this rating may be quoted on the profile. */
export const isQuotableRating = (rating: number) => rating >= TESTIMONIAL_MIN_RATING;

/** A rating in words, as a testimonial's stars are read out: "Rated 4 out of 5". */
export const ratingInWords = (rating: number) => `Rated ${rating} out of ${RATING_MAX}`;
