/** The public footer: contact line and the 2024 copyright. Focusable, so the Contact anchor moves keyboard focus here. */
export function Footer() {
  return (
    <footer id="contact" tabIndex={-1} className="border-t border-line bg-surface outline-none">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-10 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          Booking a guest or listing an executive?{' '}
          <a className="link-inline" href="mailto:hello@podium.local">
            hello@podium.local
          </a>
        </p>
        <p>© 2024 Podium. All rights reserved.</p>
      </div>
    </footer>
  );
}
