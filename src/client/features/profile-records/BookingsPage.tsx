/** /profile/:slug/bookings (being built for issue 9). */
export default function BookingsPage() {
  return null;
}
