import { hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
// Memory and time costs follow OWASP's argon2id baseline (19 MiB, 2 passes).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified when no account matches, so a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
