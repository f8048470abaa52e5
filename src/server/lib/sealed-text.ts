import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The version tag of a sealed text, so the format can change without misreading an old one. */
const VERSION = 's1';

/** The key for one purpose: HKDF-SHA256 of the server's secret, so each purpose has a key of its own. */
function keyOf(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'podium-sealed-text', purpose, 32));
}

/**
 * Encrypts `text` with AES-256-GCM under a key derived from `secret` for `purpose`: a random
 * nonce each time, and the tag that refuses any change. Stored as one line of base64url parts.
 */
export function sealText(text: string, secret: string, purpose: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), nonce);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [VERSION, nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The text `sealText` sealed with the same secret and purpose; null when it was sealed otherwise, changed or is not a sealed text. */
export function unsealText(sealed: string, secret: string, purpose: string): string | null {
  const [version, nonce, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
