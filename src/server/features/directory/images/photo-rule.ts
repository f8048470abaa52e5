/** A usable profile photo has at least this many pixels on its shorter side (the 800 × 800 share image stays sharp enough)… */
export const PHOTO_MIN_SIDE = 400;
/** …and a width between these times its height (it is cropped to a square without losing the face). */
export const PHOTO_ASPECT = { min: 0.8, max: 1.25 } as const;

/**
 * Why a photo of this size can't be a profile photo, in plain words ("Too wide for a portrait:
 * 900 × 300"); none when it can. The one rule of profile photos: the photo upload, the sync,
 * Retrieve Image and the image auditor (whose SQL states use the same constants) all apply it.
 */
export function photoIssues({ width, height }: { width: number; height: number }): string[] {
  const size = `${width} × ${height}`;
  const issues: string[] = [];
  if (Math.min(width, height) < PHOTO_MIN_SIDE) issues.push(`Too small for a portrait: ${size} (the shorter side needs at least ${PHOTO_MIN_SIDE} px)`);
  const aspect = height > 0 ? width / height : 0;
  if (width > 0 && aspect > PHOTO_ASPECT.max) issues.push(`Too wide for a portrait: ${size} (the width may be at most ${PHOTO_ASPECT.max} times the height)`);
  if (height > 0 && aspect < PHOTO_ASPECT.min)
    issues.push(`Too tall for a portrait: ${size} (the height may be at most ${1 / PHOTO_ASPECT.min} times the width)`);
  return issues;
}
