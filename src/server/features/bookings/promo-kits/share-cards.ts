import { loadSharp } from '@server/lib/sharp';
import { PROMO_CARDS, type PromoCard } from '@shared/api/bookings/promo-kits';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import { escapeXml } from '@server/lib/escape-xml';

/**
 * The two share cards of a promo kit, composed as SVG and rasterized by sharp, the way the share
 * image is made: the show's artwork (or a panel with the show's name in type), the guest's
 * portrait in a circle, the episode title (wrapped, at most three lines) and the show's name, in
 * DESIGN.md's colours (navy ground, warm canvas and gold) and serif type.
 */

/** The pictures and words of a card. */
export interface CardContent {
  showName: string;
  episodeTitle: string;
  guestName: string;
  /** The show's artwork, any size (cover-cropped square); undefined: the typographic panel. */
  artwork: Buffer | undefined;
  /** The guest's square portrait (a photo or their initials). */
  portrait: Buffer;
}

const COLOURS = { ground: '#1e2a44', canvas: '#faf8f5', gold: '#c9a96e', goldSoft: '#e8d9b5', line: '#2f3e5c' } as const;
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = 'Inter, Arial, Helvetica, sans-serif';

/**
 * Words wrapped to lines of at most `perLine` characters, at most `maxLines` lines; what does not
 * fit ends the last line with an ellipsis, after its last whole word that leaves room (a word longer
 * than a line is cut).
 */
export function wrapWords(value: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.trim().split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine) current = next;
    else {
      if (current) lines.push(current);
      current = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length >= perLine ? last.replace(/\s+\S+$/, '') : last}…`;
  return kept;
}

/** SVG <text> lines from (x, y), `size` px, `gap` between baselines. */
function textLines(lines: string[], x: number, y: number, size: number, fill: string, family: string, gap = size * 1.18): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${Math.round(y + i * gap)}" font-family="${family}" font-size="${size}" fill="${fill}">${escapeXml(line)}</text>`)
    .join('');
}

/** The artwork's square: the picture cover-cropped, or the show's name set in type on a quiet panel. */
async function artworkSquare(content: CardContent, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  if (content.artwork) {
    try {
      return await sharp(content.artwork, { limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels }).resize(size, size, { fit: 'cover' }).png().toBuffer();
    } catch {
      // unreadable: the typographic panel
    }
  }
  const fontSize = Math.round(size / 9);
  const lines = wrapWords(content.showName, Math.max(6, Math.floor(size / (fontSize * 0.55))), 4);
  const top = size / 2 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<rect width="${size}" height="${size}" fill="${COLOURS.canvas}"/>
<rect x="${size * 0.06}" y="${size * 0.06}" width="${size * 0.88}" height="${size * 0.88}" fill="none" stroke="${COLOURS.gold}" stroke-width="${Math.max(2, size / 120)}"/>
${lines.map((line, i) => `<text x="${size / 2}" y="${Math.round(top + i * fontSize * 1.15)}" dy="0.35em" text-anchor="middle" font-family="${SERIF}" font-size="${fontSize}" fill="${COLOURS.ground}">${escapeXml(line)}</text>`).join('')}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The portrait cut to a circle of `size` px. */
async function portraitCircle(portrait: Buffer, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="#fff"/></svg>`,
  );
  return sharp(portrait)
    .resize(size, size, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** Where things go on one card. */
interface Layout {
  artwork: { x: number; y: number; size: number };
  portrait: { x: number; y: number; size: number };
  /** The column of text: its left edge, width, and the first baseline. */
  text: { x: number; width: number; y: number; titleSize: number };
}

const LAYOUTS: Record<PromoCard, Layout> = {
  square: { artwork: { x: 80, y: 80, size: 560 }, portrait: { x: 700, y: 330, size: 260 }, text: { x: 80, width: 920, y: 720, titleSize: 54 } },
  wide: { artwork: { x: 60, y: 60, size: 510 }, portrait: { x: 1000, y: 450, size: 140 }, text: { x: 620, width: 530, y: 150, titleSize: 46 } },
};

/** One card, as a JPEG of exactly its size (PROMO_CARDS). */
export async function renderCard(card: PromoCard, content: CardContent): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width, height } = PROMO_CARDS[card];
  const { artwork, portrait, text } = LAYOUTS[card];
  const perLine = Math.floor(text.width / (text.titleSize * 0.52));
  const title = wrapWords(content.episodeTitle || content.showName, perLine, 3);
  const titleGap = text.titleSize * 1.18;
  const showY = text.y + 58 + title.length * titleGap + 20;
  const showLines = wrapWords(content.showName, Math.floor(text.width / (30 * 0.55)), 2);
  const guestY = card === 'square' ? portrait.y + portrait.size + 50 : portrait.y + portrait.size / 2 + 10;
  const guestX = card === 'square' ? portrait.x + portrait.size / 2 : text.x;
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="${COLOURS.ground}"/>
<rect x="${text.x}" y="${text.y - 40}" width="64" height="4" fill="${COLOURS.gold}"/>
<text x="${text.x}" y="${text.y}" font-family="${SANS}" font-size="26" letter-spacing="4" fill="${COLOURS.gold}">NEW EPISODE</text>
${textLines(title, text.x, text.y + 58 + text.titleSize * 0.8, text.titleSize, COLOURS.canvas, SERIF, titleGap)}
${textLines(showLines, text.x, showY + 20, 30, COLOURS.goldSoft, SANS, 38)}
<text x="${guestX}" y="${guestY}" ${card === 'square' ? 'text-anchor="middle" ' : ''}font-family="${SERIF}" font-size="${card === 'square' ? 34 : 30}" fill="${COLOURS.canvas}">${escapeXml(card === 'square' ? content.guestName : `With ${content.guestName}`)}</text>
</svg>`;
  const [art, face] = await Promise.all([artworkSquare(content, artwork.size), portraitCircle(content.portrait, portrait.size)]);
  return sharp(Buffer.from(background))
    .composite([
      { input: art, left: artwork.x, top: artwork.y },
      { input: face, left: portrait.x, top: portrait.y },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
}
