/** /profile/:slug/media-pics (being built for issue 9). */
export default function MediaPicsPage() {
  return null;
}
