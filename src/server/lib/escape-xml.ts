/**
 * Characters XML can't hold (control characters but tab and line breaks, lone surrogates,
 * U+FFFE and U+FFFF) and the C1 controls: a feed may carry any of them in a title, and one would
 * make a document (a card's SVG, a feed) unreadable.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text made safe inside XML markup (an element or an attribute): what XML can't hold left out, markup characters escaped. */
export function escapeXml(value: string): string {
  return value.replace(NOT_IN_XML, '').replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch]!);
}
