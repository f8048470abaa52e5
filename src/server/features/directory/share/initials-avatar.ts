const PALETTES: [string, string][] = [
  ['#1e2a44', '#c9a96e'],
  ['#2f3e5c', '#e8dcc4'],
  ['#3b2f2a', '#d9b98c'],
  ['#24343a', '#cfe0dc'],
  ['#40324a', '#e4d2ec'],
  ['#2b2b2b', '#d6c7a1'],
];

/** Up to two initials of a name (first and last word). */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0][0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}

function paletteFor(name: string): [string, string] {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTES[hash % PALETTES.length];
}

/** A square SVG avatar with the name's initials in the product's accent colours. */
export function initialsAvatarSvg(name: string, size = 400): string {
  const [background, ink] = paletteFor(name);
  const initials = initialsOf(name).replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${background}" stop-opacity="0.82"/></linearGradient></defs>
<rect width="100" height="100" fill="url(#g)"/>
<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="40" fill="${ink}">${initials}</text>
</svg>`;
}
