/**
 * Honest numbers: the only audience figure the product shows is the host's own, given
 * with their request; it says so. No figure is estimated or made up.
 */

/** A show's audience as the pages show it: the host's figure marked self-reported, or 'Not given'. */
export function audienceFigure(audienceSize: number | null): string {
  return audienceSize === null ? 'Not given' : `${audienceSize.toLocaleString('en-US')} per episode (self-reported)`;
}
