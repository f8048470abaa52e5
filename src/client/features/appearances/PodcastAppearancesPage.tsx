/** /profile/:slug/podcasts (being built for issue 9). */
export default function PodcastAppearancesPage() {
  return null;
}
