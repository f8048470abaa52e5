/** /profile/:slug/pr (being built for issue 9). */
export default function PressPage() {
  return null;
}
