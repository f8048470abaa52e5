import { escapeHtml } from '../lib/escape-html';

/** What a person reads while the database is unreachable, on a page or from the API. */
export const UNAVAILABLE_MESSAGE = 'We can’t reach our database right now. Please try again in a few seconds.';

/**
 * The page a visitor gets (503) while the database is unreachable: the site's name, the message
 * and a way to try again, in the site's colours and type, with no script and nothing to fetch
 * (the fonts are the page's own fallbacks), so it shows whatever else is down.
 */
export function unavailablePage(siteName: string): string {
  const name = escapeHtml(siteName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable · ${name}</title>
<style>
  body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; background: #faf8f5; color: #1c1917;
    font: 16px/1.6 "Inter Variable", system-ui, -apple-system, "Segoe UI", sans-serif; }
  header { padding: 16px 24px; border-bottom: 1px solid #e7e5e4; }
  header a { color: #1e2a44; font: 600 20px/1.2 "Fraunces Variable", Georgia, serif; text-decoration: none; }
  main { flex: 1; display: grid; place-items: center; padding: 48px 24px; }
  .card { max-width: 32rem; text-align: center; }
  h1 { font: 600 32px/1.2 "Fraunces Variable", Georgia, serif; margin: 0 0 16px; color: #1e2a44; }
  p { margin: 0 0 32px; color: #44403c; }
  .action { display: inline-block; padding: 12px 24px; border-radius: 8px; background: #1e2a44; color: #fff; text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 3px solid #b08d57; outline-offset: 3px; }
</style>
</head>
<body>
<header><a href="/">${name}</a></header>
<main><div class="card">
  <h1>We’ll be right back</h1>
  <p>${escapeHtml(UNAVAILABLE_MESSAGE)}</p>
  <a class="action" href="">Try again</a>
</div></main>
</body>
</html>
`;
}
