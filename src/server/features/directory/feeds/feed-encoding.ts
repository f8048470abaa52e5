/** Byte-order marks and the encodings they announce. */
const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

/**
 * What windows-1252 writes at bytes 0x80–0x9F (five are unassigned and stay as they are). Node 20's
 * TextDecoder reads those bytes as ISO-8859-1's control characters, so they are mapped here.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Text read as windows-1252 with its 0x80–0x9F characters put right (quotes, dashes, €, ™…). */
function fixWindows1252(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

/** The charset a Content-Type header names ("application/rss+xml; charset=ISO-8859-1"), if any. */
function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '')?.[1];
}

/** The encoding an XML declaration names (`<?xml version="1.0" encoding="windows-1252"?>`), read from the first bytes. */
function declaredEncodingOf(body: Buffer): string | undefined {
  const head = body.subarray(0, 256).toString('latin1');
  return /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/.exec(head)?.[1];
}

/** A decoder for a label the WHATWG Encoding standard knows (ISO-8859-1 reads as windows-1252, as browsers do); undefined for an unknown one. */
function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label);
  } catch {
    return undefined;
  }
}

/**
 * A feed's bytes as text, in the encoding it is written in: its byte-order mark first, then the
 * charset of its Content-Type, then its XML declaration's encoding (the order of RFC 7303), else
 * UTF-8. An unknown label is passed over for the next; a byte-order mark is not kept in the text.
 */
export function decodeFeed(body: Buffer, contentType?: string): string {
  for (const [bytes, encoding] of BOMS) {
    if (bytes.every((byte, i) => body[i] === byte)) return new TextDecoder(encoding).decode(body.subarray(bytes.length));
  }
  const decoder = decoderFor(charsetOf(contentType)) ?? decoderFor(declaredEncodingOf(body)) ?? new TextDecoder('utf-8');
  const text = decoder.decode(body);
  return decoder.encoding === 'windows-1252' ? fixWindows1252(text) : text;
}
