import { plural } from '@shared/plural';
import { escapeHtml } from '@server/lib/escape-html';

/** A guest as their embeddable card shows them. */
export interface CardGuest {
  name: string;
  headline: string;
  profileUrl: string;
  /** Their portrait or initials (the share image). */
  imageUrl: string;
  confirmedAppearances: number;
}

/**
 * The card's look (DESIGN.md: warm canvas, ink, navy accent, a serif name), inline: the page is
 * framed by other sites and loads nothing but its portrait. Every colour pair reads at WCAG AA or
 * better (muted on white 5.8:1, ink-soft 10:1, white on navy 14:1).
 */
const CARD_CSS = `*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{background:#faf8f5;color:#1c1917;font:14px/1.45 Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.card{display:flex;gap:16px;align-items:center;height:100%;padding:16px;background:#fff;border:1px solid #e7e2da;border-radius:14px;overflow:hidden}
.portrait{flex:none;width:72px;height:72px;border-radius:50%;object-fit:cover;background:#f3efe9}
.words{min-width:0}
h1{margin:0;font:600 20px/1.2 Georgia,"Times New Roman",serif;overflow-wrap:anywhere}
.headline{margin:2px 0 0;color:#44403c;overflow-wrap:anywhere}
.count{margin:6px 0 0;color:#6b645f;font-size:13px}
a{display:inline-block;margin-top:10px;padding:6px 12px;border-radius:10px;background:#1e2a44;color:#fff;font-weight:600;text-decoration:none}
a:hover{text-decoration:underline}
a:focus-visible{outline:2px solid #1e2a44;outline-offset:2px}
@media (max-width:320px){.card{gap:10px;padding:10px}.portrait{width:48px;height:48px}h1{font-size:17px}}`;

/** How many appearances the shows' own feeds confirm, in words. */
function confirmedInWords(count: number): string {
  return count === 0 ? 'No confirmed podcast appearances yet' : plural(count, 'confirmed podcast appearance');
}

/**
 * A guest's card as a page of its own, for an iframe on any site: portrait, name, headline, their
 * confirmed appearances in words and a link to the profile in a new tab; no script, every text escaped.
 */
export function guestCardHtml(guest: CardGuest, siteName: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(guest.name)} | ${e(siteName)}</title>
<style>${CARD_CSS}</style>
</head>
<body>
<article class="card">
<img class="portrait" src="${e(guest.imageUrl)}" alt="" width="72" height="72">
<div class="words">
<h1>${e(guest.name)}</h1>
${guest.headline ? `<p class="headline">${e(guest.headline)}</p>\n` : ''}<p class="count">${confirmedInWords(guest.confirmedAppearances)}</p>
<a href="${e(guest.profileUrl)}" target="_blank" rel="noopener">View profile</a>
</div>
</article>
</body>
</html>
`;
}
