/** The URL schemes allowed in markdown links and images (relative addresses are allowed too); any other is blanked. */
const MARKDOWN_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

/** Whether a link target is relative or uses an allowed scheme. */
export function isAllowedMarkdownTarget(target: string): boolean {
  const scheme = /^\s*<?\s*([a-z][a-z0-9+.-]*):/i.exec(target)?.[1];
  return scheme === undefined || MARKDOWN_SCHEMES.includes(scheme.toLowerCase());
}

/** The index of the ")" closing an inline link whose destination starts at `from` (parentheses balanced, backslash escapes skipped), or -1. */
function closingParen(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && depth-- === 0) return i;
    else if (c === '\n' && text[i + 1] === '\n') return -1;
  }
  return -1;
}

/** `[text](target)` and `![alt](target)` whose target is not allowed, replaced by their plain text (no link, no stray ")"). */
function unlinkUnsafeInline(markdown: string): string {
  let out = '';
  let last = 0;
  for (const m of markdown.matchAll(/!?\[((?:\\.|[^\\\]])*)\]\(/g)) {
    const start = m.index + m[0].length;
    if (m.index < last || isAllowedMarkdownTarget(markdown.slice(start))) continue;
    const close = closingParen(markdown, start);
    if (close === -1) continue;
    out += markdown.slice(last, m.index) + m[1];
    last = close + 1;
  }
  return out + markdown.slice(last);
}

/**
 * Markdown without unsafe addresses (javascript:, data:, vbscript: …), so such an address never
 * leaves the server: an inline link or image with one becomes its plain text; the targets of
 * what is left (autolinks, reference definitions, a link the scan could not close) are blanked.
 */
export function blankUnsafeMarkdownLinks(markdown: string): string {
  const blank = (target: string) => (isAllowedMarkdownTarget(target) ? target : '');
  return unlinkUnsafeInline(markdown)
    .replace(/(\]\(\s*)([^\s)]*)/g, (_m, open: string, target: string) => open + blank(target))
    .replace(/<([a-z][a-z0-9+.-]*:[^\s>]*)>/gi, (m, target: string) => (isAllowedMarkdownTarget(target) ? m : ''))
    .replace(/^(\s{0,3}\[[^\]]+\]:\s*)(\S+)/gm, (_m, label: string, target: string) => label + blank(target));
}
