/**
 * Honest numbers: the only audience figure the product shows is the host's own, given
 * with their request; it says so, and when it was given. No figure is derived, ranked or estimated.
 */

/**
 * A show's audience as the pages show it: the host's figure marked self-reported with the day they
 * gave it (on the reader's calendar), or 'Not given'.
 */
export function audienceFigure(audienceSize: number | null, givenAt: string): string {
  if (audienceSize === null) return 'Not given';
  const day = new Date(givenAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return `${audienceSize.toLocaleString('en-US')} per episode (self-reported by the host, ${day})`;
}
