/** Markdown reduced to plain text: links keep their text, emphasis, code and heading marks go. */
export function markdownToPlain(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** The first paragraph of a markdown text that is not a heading, as plain text. */
export function firstParagraph(markdown: string): string {
  const paragraphs = markdown.split(/\n\s*\n/).map((p) => p.trim());
  const first = paragraphs.find((p) => p !== '' && !/^#{1,6}\s/.test(p));
  return first ? markdownToPlain(first).replace(/\s*\n\s*/g, ' ') : '';
}

/** Cuts text to at most `max` characters at a word boundary, adding an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
