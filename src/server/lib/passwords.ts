import { hash, verify } from '@node-rs/argon2';

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a random string, checked against when the account is unknown so timing does not tell. */
const dummyHash = hash('podium-timing-equaliser');

/** Checks a password against an argon2id hash (or a dummy one when the account has none). */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}
