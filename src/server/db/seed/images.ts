import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSharp } from '@server/lib/sharp';

const PALETTES = [
  ['#1e2a44', '#3b4f7a', '#e8d9b5'],
  ['#3b2f2a', '#7a5a44', '#f0e2cc'],
  ['#24343a', '#4f6f72', '#dcebe6'],
  ['#40324a', '#6f5a80', '#eadff0'],
  ['#2b2b2b', '#5c5449', '#e6d7b3'],
  ['#1f3a34', '#3f7060', '#d9efe3'],
] as const;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A portrait placeholder: a lit gradient, a soft silhouette and the initials, 640×800. */
function portraitSvg(initials: string, palette: readonly string[]): string {
  const [dark, mid, light] = palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800" viewBox="0 0 640 800">
<defs>
<radialGradient id="l" cx="0.3" cy="0.2" r="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}" stop-opacity="0.22"/><stop offset="1" stop-color="${light}" stop-opacity="0.05"/></linearGradient>
</defs>
<rect width="640" height="800" fill="url(#l)"/>
<circle cx="320" cy="330" r="130" fill="url(#s)"/>
<path d="M90 800 C110 590 220 520 320 520 C420 520 530 590 550 800 Z" fill="url(#s)"/>
<text x="320" y="372" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="118" fill="${light}" fill-opacity="0.92">${escapeXml(initials)}</text>
</svg>`;
}

/** A media picture: a landscape composition with a caption band, 1200×800. */
function mediaSvg(caption: string, palette: readonly string[], variant: number): string {
  const [dark, mid, light] = palette;
  const shapes = [
    `<rect x="120" y="140" width="420" height="420" rx="24" fill="${light}" fill-opacity="0.14"/><rect x="600" y="240" width="480" height="300" rx="24" fill="${light}" fill-opacity="0.1"/>`,
    `<circle cx="380" cy="360" r="220" fill="${light}" fill-opacity="0.12"/><circle cx="840" cy="300" r="140" fill="${light}" fill-opacity="0.16"/>`,
    `<path d="M0 560 L300 300 L520 470 L760 240 L1200 600 L1200 800 L0 800 Z" fill="${light}" fill-opacity="0.12"/>`,
  ][variant % 3];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#g)"/>${shapes}
<rect y="660" width="1200" height="140" fill="${dark}" fill-opacity="0.55"/>
<text x="60" y="745" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="${light}">${escapeXml(caption)}</text>
</svg>`;
}

/** A 16:9 video thumbnail with the title, 1280×720 (no play mark: like a video host's, the page adds its own). */
function thumbnailSvg(title: string, palette: readonly string[]): string {
  const [dark, mid, light] = palette;
  const short = title.length > 46 ? `${title.slice(0, 45)}…` : title;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
<text x="640" y="376" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="46" fill="${light}">${escapeXml(short)}</text>
</svg>`;
}

/** A demo image as written: its file name, size and pixel dimensions (its assets row). */
export interface DemoFile {
  name: string;
  byteSize: number;
  width: number;
  height: number;
}

/** Renders an SVG to a JPEG under the uploads folder with a content-derived name; returns the file. */
async function writeJpeg(uploads: string, prefix: string, svg: string): Promise<DemoFile> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer({ resolveWithObject: true });
  const name = `${prefix}-${createHash('sha256').update(data).digest('hex').slice(0, 16)}.jpg`;
  await writeFile(join(uploads, name), data);
  return { name, byteSize: data.length, width: info.width, height: info.height };
}

/** Generates demo images locally (no network) into DATA_DIR/uploads; `written` lists every file so far. */
export function demoImageWriter(uploads: string) {
  const ready = mkdir(uploads, { recursive: true });
  const written: DemoFile[] = [];
  const write = async (prefix: string, svg: string) => {
    await ready;
    const file = await writeJpeg(uploads, prefix, svg);
    written.push(file);
    return file.name;
  };
  return {
    written,
    portrait: (initials: string, index: number) => write('portrait', portraitSvg(initials, PALETTES[index % PALETTES.length])),
    media: (caption: string, index: number, variant: number) => write('media', mediaSvg(caption, PALETTES[(index + variant) % PALETTES.length], variant)),
    thumbnail: (title: string, index: number) => write('thumb', thumbnailSvg(title, PALETTES[index % PALETTES.length])),
  };
}
