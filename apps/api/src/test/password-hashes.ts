import { hashPassword } from '../modules/auth/passwords.ts';

const hashes = new Map<string, Promise<string>>();

/**
 * The argon2 hash a fixture stores for `password`, made once per test process and shared by every
 * row given that password. Argon2 is slow on purpose (about 40 ms of a core each) and the fixtures
 * create a few hundred accounts, nearly all with the same few passwords. A shared hash verifies
 * like a fresh one (its salt and costs travel inside it); the tests of hashing itself go through
 * the shop's own code, which still hashes every password it is given.
 */
export function fixturePasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    // A failed hash is not kept, so the next caller tries again rather than inheriting the error.
    hash.catch(() => hashes.delete(password));
    hashes.set(password, hash);
  }
  return hash;
}
