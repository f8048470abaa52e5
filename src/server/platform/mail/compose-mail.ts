import { escapeHtml } from '@server/lib/escape-html';

/** A link in a mail: its address as it reads in the plain text, an anchor in the HTML. */
export interface MailLink {
  href: string;
}

/** A piece of a mail's line: words (which may hold line breaks), or a link. */
export type MailPiece = string | MailLink;

/** A line of a mail: one piece or several side by side; an empty string is a blank line, which ends a paragraph in the HTML. */
export type MailLine = MailPiece | readonly MailPiece[];

/** What a mail says: its subject, and its body as plain text and as HTML, written from the same lines. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A link for a mail's line. */
export const mailLink = (href: string): MailLink => ({ href });

/** A mail's greeting: "Hello {name}," or, without a name, "Hello,". */
export const greeting = (name: string | null | undefined): string => (name ? `Hello ${name},` : 'Hello,');

const piecesOf = (line: MailLine): readonly MailPiece[] => (Array.isArray(line) ? line : [line as MailPiece]);

/** A line as plain text: the words as they are, a link as its address. */
const textOf = (line: MailLine): string =>
  piecesOf(line)
    .map((piece) => (typeof piece === 'string' ? piece : piece.href))
    .join('');

/** Words as HTML: escaped, their line breaks kept. */
const wordsHtml = (words: string) => escapeHtml(words).replace(/\n/g, '<br>\n');

/** A link as HTML: an anchor showing its address when it is http(s), else only the address as words (no `javascript:` anchor). */
const linkHtml = ({ href }: MailLink) => (/^https?:\/\//i.test(href) ? `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>` : wordsHtml(href));

/** A line as HTML: its words and links. */
const htmlOf = (line: MailLine): string =>
  piecesOf(line)
    .map((piece) => (typeof piece === 'string' ? wordsHtml(piece) : linkHtml(piece)))
    .join('');

/** Lines as plain text, one under the other (a mail's text; also a calendar file's description). */
export const plainText = (lines: readonly MailLine[]): string => lines.map(textOf).join('\n');

/** The lines in paragraphs: each run of lines between blank ones. */
function paragraphsOf(lines: readonly MailLine[]): MailLine[][] {
  const paragraphs: MailLine[][] = [[]];
  for (const line of lines) {
    if (textOf(line) === '') paragraphs.push([]);
    else paragraphs[paragraphs.length - 1].push(line);
  }
  return paragraphs.filter((paragraph) => paragraph.length > 0);
}

/**
 * A mail from its subject and lines: the plain text is the lines one under the other; the HTML
 * puts each run of lines between blank ones in a paragraph, every word escaped and every link an
 * anchor, so both say the same.
 */
export function composeMail(subject: string, lines: readonly MailLine[]): MailContent {
  return {
    subject,
    text: plainText(lines),
    html: paragraphsOf(lines)
      .map((paragraph) => `<p>${paragraph.map(htmlOf).join('<br>\n')}</p>`)
      .join('\n'),
  };
}
