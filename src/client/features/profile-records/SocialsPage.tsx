/** /profile/:slug/socials (being built for issue 9). */
export default function SocialsPage() {
  return null;
}
