/** /profile/:slug/team (being built for issue 9). */
export default function TeamPage() {
  return null;
}
