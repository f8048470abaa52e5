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

/** The length of the well-formed UTF-8 sequence at `i` of `bytes`; 0 when the byte there starts none. */
function utf8SequenceAt(bytes: Buffer, i: number): number {
  const lead = bytes[i]!;
  if (lead < 0x80) return 1;
  // the second byte's range for each lead byte (overlong forms and surrogates excluded), and the length
  const [low, high, length] =
    lead >= 0xc2 && lead <= 0xdf
      ? [0x80, 0xbf, 2]
      : lead === 0xe0
        ? [0xa0, 0xbf, 3]
        : lead === 0xed
          ? [0x80, 0x9f, 3]
          : lead >= 0xe1 && lead <= 0xef
            ? [0x80, 0xbf, 3]
            : lead === 0xf0
              ? [0x90, 0xbf, 4]
              : lead >= 0xf1 && lead <= 0xf3
                ? [0x80, 0xbf, 4]
                : lead === 0xf4
                  ? [0x80, 0x8f, 4]
                  : [0, 0, 0];
  if (length === 0 || i + length > bytes.length) return 0;
  const second = bytes[i + 1]!;
  if (second < low || second > high) return 0;
  for (let k = 2; k < length; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return 0;
  return length;
}

/**
 * UTF-8 that may hold stray bytes of another encoding, as podcast apps read it: every well-formed
 * sequence as UTF-8, every other byte as windows-1252 (the usual culprit: a curly quote or an é
 * pasted from a Windows editor), never a replacement character.
 */
function decodeUtf8Leniently(body: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    const parts: string[] = [];
    let run = 0;
    for (let i = 0; i < body.length; ) {
      const length = utf8SequenceAt(body, i);
      if (length > 0) {
        i += length;
        continue;
      }
      parts.push(body.toString('utf8', run, i), fixWindows1252(String.fromCharCode(body[i]!)));
      i += 1;
      run = i;
    }
    parts.push(body.toString('utf8', run));
    return parts.join('');
  }
}

/**
 * A feed's bytes as text, in the encoding it is written in: its byte-order mark first, then the
 * charset of its Content-Type, then its XML declaration's encoding (the order of RFC 7303), else
 * UTF-8. An unknown label is passed over for the next; a byte-order mark is not kept in the text.
 * UTF-8 (named or assumed) is read leniently: bytes that are not UTF-8 are read as windows-1252.
 */
export function decodeFeed(body: Buffer, contentType?: string): string {
  for (const [bytes, encoding] of BOMS) {
    if (!bytes.every((byte, i) => body[i] === byte)) continue;
    const rest = body.subarray(bytes.length);
    return encoding === 'utf-8' ? decodeUtf8Leniently(rest) : new TextDecoder(encoding).decode(rest);
  }
  const decoder = decoderFor(charsetOf(contentType)) ?? decoderFor(declaredEncodingOf(body)) ?? new TextDecoder('utf-8');
  if (decoder.encoding === 'utf-8') return decodeUtf8Leniently(body);
  const text = decoder.decode(body);
  return decoder.encoding === 'windows-1252' ? fixWindows1252(text) : text;
}
