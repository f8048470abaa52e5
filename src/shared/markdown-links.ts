/** The URL schemes SPEC §2 allows in markdown links and images (relative addresses are allowed too). */
export const MARKDOWN_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

/** Whether a link target is relative or uses an allowed scheme. */
export function isAllowedMarkdownTarget(target: string): boolean {
  const scheme = /^\s*<?\s*([a-z][a-z0-9+.-]*):/i.exec(target)?.[1];
  return scheme === undefined || MARKDOWN_SCHEMES.includes(scheme.toLowerCase());
}

/**
 * Markdown with the targets of inline links and images, autolinks and reference definitions
 * blanked when their scheme is not allowed (javascript:, data:, vbscript: …), so such an
 * address never leaves the server; the link text stays.
 */
export function blankUnsafeMarkdownLinks(markdown: string): string {
  const blank = (target: string) => (isAllowedMarkdownTarget(target) ? target : '');
  return markdown
    .replace(/(\]\(\s*)([^\s)]*)/g, (_m, open: string, target: string) => open + blank(target))
    .replace(/<([a-z][a-z0-9+.-]*:[^\s>]*)>/gi, (m, target: string) => (isAllowedMarkdownTarget(target) ? m : ''))
    .replace(/^(\s{0,3}\[[^\]]+\]:\s*)(\S+)/gm, (_m, label: string, target: string) => label + blank(target));
}
