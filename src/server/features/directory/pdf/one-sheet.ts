import { markdownToPlain, truncate } from '@shared/plain-text';

/** A podcast appearance on the one-sheet: its grade of evidence and what it rests on, linked to its source when known from the show's feed. */
export interface OneSheetAppearance {
  title: string;
  show: string;
  /** "March 2025", or null when the date is not known. */
  when: string | null;
  /** The grade in words: "Confirmed", "Matched" or "Self-reported". */
  grade: string;
  /** What the grade rests on, in words ("Named as guest in the show’s own feed"). */
  evidence: string;
  /** Where the mark links: the episode on the show's own site, or its audio; null: nowhere. */
  sourceUrl: string | null;
}

/** Everything the one-sheet shows. */
interface OneSheet {
  name: string;
  headline: string;
  bio: string;
  photoJpeg: Buffer;
  talkingPoints: { talkingPointTitle: string; talkingPointFull: string }[];
  sampleQuestions: string[];
  appearances: OneSheetAppearance[];
  /** How many appearances the sheet leaves out ("and 42 more appearances"). */
  moreAppearances: number;
  topics: string[];
  links: { label: string; url: string }[];
  profileUrl: string;
  siteName: string;
}

/** A block of the bio as the one-sheet prints it: a sub-heading or a paragraph, in plain text. */
interface BioBlock {
  heading: boolean;
  text: string;
}

/**
 * The bio's sub-headings and paragraphs as plain text, cut at about `max` characters in all (the
 * last paragraph at a word, with an ellipsis); a heading with nothing after it is left out.
 */
function bioBlocks(markdown: string, max: number): BioBlock[] {
  const blocks: BioBlock[] = [];
  let left = max;
  // a heading is a block of its own, even with no blank line around it
  for (const part of markdown.replace(/^ {0,3}(#{1,6}\s.*)$/gm, '\n$1\n').split(/\n\s*\n/)) {
    const heading = /^#{1,6}\s/.test(part.trim());
    const text = markdownToPlain(part).replace(/\s*\n\s*/g, ' ');
    if (!text || left <= 0) continue;
    blocks.push({ heading, text: heading ? text : truncate(text, left) });
    left -= text.length;
  }
  while (blocks.at(-1)?.heading) blocks.pop();
  return blocks;
}

/** A topic for the header line: its words joined by no-break spaces, so a line never splits one topic. */
const unbroken = (topic: string) => topic.trim().replace(/\s+/g, '\u00a0');

const INK = '#1c1917';
const MUTED = '#57534e';
const ACCENT = '#1e2a44';
const RULE = '#d6d3d1';
const MARGIN = 48;

/**
 * Renders the one-page (two at most) PDF one-sheet: photo, name, headline, topics, bio (with its sub-headings),
 * talking points, podcast appearances (verified ones marked, linked to their source), sample questions and links, in real text that can be selected and searched.
 * PDFKit (a quarter second to import) loads on the first one-sheet, not when the server starts.
 */
export async function renderOneSheet(sheet: OneSheet): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `${sheet.name} — ${sheet.siteName} one-sheet`, Author: sheet.siteName, Subject: sheet.headline },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const width = doc.page.width - MARGIN * 2;
  const photoSize = 120;
  doc.rect(0, 0, doc.page.width, 8).fill(ACCENT);
  doc.image(sheet.photoJpeg, MARGIN, MARGIN, { width: photoSize, height: photoSize });
  const textX = MARGIN + photoSize + 24;
  const textWidth = width - photoSize - 24;
  doc
    .fillColor(INK)
    .font('Times-Bold')
    .fontSize(26)
    .text(sheet.name, textX, MARGIN + 6, { width: textWidth });
  doc.moveDown(0.2).fillColor(MUTED).font('Helvetica').fontSize(12).text(sheet.headline, { width: textWidth });
  if (sheet.topics.length > 0) {
    doc.moveDown(0.6).fillColor(ACCENT).fontSize(9).text(sheet.topics.slice(0, 10).map(unbroken).join('  ·  ').toUpperCase(), {
      width: textWidth,
      characterSpacing: 0.6,
    });
  }
  doc.y = Math.max(doc.y, MARGIN + photoSize) + 18;

  const heading = (title: string) => {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    doc.moveDown(0.6).x = MARGIN;
    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(10).text(title.toUpperCase(), MARGIN, doc.y, { characterSpacing: 1.2 });
    doc
      .moveTo(MARGIN, doc.y + 3)
      .lineTo(MARGIN + width, doc.y + 3)
      .strokeColor(RULE)
      .lineWidth(0.75)
      .stroke();
    doc.moveDown(0.6);
  };
  const body = (text: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(10)
      .text(text, MARGIN, doc.y, { width, lineGap: 2, ...options });

  const bio = bioBlocks(sheet.bio, 1400);
  if (bio.length > 0) {
    heading('About');
    for (const block of bio) {
      if (block.heading) doc.fillColor(INK).font('Helvetica-Bold').fontSize(10.5).text(block.text, MARGIN, doc.y, { width });
      else body(block.text, { paragraphGap: 6 });
    }
  }
  if (sheet.talkingPoints.length > 0) {
    heading('Talking points');
    sheet.talkingPoints.slice(0, 5).forEach((point, i) => {
      doc
        .fillColor(INK)
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(`${i + 1}. ${point.talkingPointTitle}`, MARGIN, doc.y, { width });
      if (point.talkingPointFull) body(truncate(markdownToPlain(point.talkingPointFull), 260), { indent: 12 });
      doc.moveDown(0.3);
    });
  }
  if (sheet.appearances.length > 0) {
    heading('Podcast appearances');
    for (const a of sheet.appearances) {
      const line = `${a.title} — ${a.show}${a.when ? `, ${a.when}` : ''}`;
      doc.fillColor(INK).font('Helvetica').fontSize(10).text(line, MARGIN, doc.y, { width, lineGap: 2, continued: true });
      // the grade links to the episode on the show's own site (or its audio), and says what it rests on
      doc
        .fillColor(ACCENT)
        .font('Helvetica-Bold')
        .text(`  ${a.grade}`, { link: a.sourceUrl ?? undefined, underline: false, continued: true });
      doc.fillColor(MUTED).font('Helvetica').text(`: ${a.evidence}`, { link: null });
      doc.moveDown(0.15);
    }
    if (sheet.moreAppearances > 0) {
      const more = `and ${sheet.moreAppearances.toLocaleString('en-US')} more ${sheet.moreAppearances === 1 ? 'appearance' : 'appearances'}`;
      doc.fillColor(MUTED).font('Helvetica-Oblique').fontSize(10).text(more, MARGIN, doc.y, { width });
    }
  }
  if (sheet.sampleQuestions.length > 0) {
    heading('Sample interview questions');
    sheet.sampleQuestions.slice(0, 8).forEach((q, i) => {
      body(`${i + 1}. ${q}`);
      doc.moveDown(0.15);
    });
  }
  heading('Links');
  for (const link of [{ label: `${sheet.siteName} profile`, url: sheet.profileUrl }, ...sheet.links]) {
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text(`${link.label}: `, MARGIN, doc.y, { continued: true });
    doc.fillColor(ACCENT).font('Helvetica').text(link.url, { link: link.url, underline: false });
  }
  doc.end();
  return done;
}
