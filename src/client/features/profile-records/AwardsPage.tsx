/** /profile/:slug/awards (being built for issue 9). */
export default function AwardsPage() {
  return null;
}
