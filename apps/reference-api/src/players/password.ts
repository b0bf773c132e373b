import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, cost: number, length: number): Promise<Buffer> {
  const N = 2 ** cost;
  return new Promise((resolve, reject) => {
    // scrypt needs 128 × N × r bytes; Node's default ceiling (32 MiB) stops at N = 2^14.
    const maxmem = 2 * 128 * N * BLOCK_SIZE;
    scrypt(password, salt, length, { N, r: BLOCK_SIZE, p: PARALLELISM, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A stored hash: `scrypt$<cost>$<r>$<p>$<salt>$<key>`, cost as the power of two of N, base64url parts. */
function parse(stored: string): { cost: number; salt: Buffer; key: Buffer } | undefined {
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !cost || !salt || !key) return undefined;
  if (Number(blockSize) !== BLOCK_SIZE || Number(parallelism) !== PARALLELISM) return undefined;
  const log2N = Number(cost);
  if (!Number.isInteger(log2N) || log2N < 10 || log2N > 22) return undefined;
  return { cost: log2N, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") };
}

/**
 * Salted scrypt password hashes, never a password in the database. The work runs on libuv's
 * thread pool, so a login does not stop the server for the other players. `verify` of an unknown
 * e-mail runs against {@link dummyHash}, a hash of the same cost that matches nothing, so the
 * answer takes as long as for a wrong password (see the README, "Login").
 */
export class PasswordHasher {
  readonly cost: number;
  /** Well formed, with this hasher's cost, and matching no password: its key is random bytes. */
  readonly dummyHash: string;
  readonly #dummy: { cost: number; salt: Buffer; key: Buffer };

  /** `cost`: scrypt's N as a power of two (17 for stored passwords; tests of other things may go lower). */
  constructor(cost: number) {
    this.cost = cost;
    const salt = randomBytes(SALT_LENGTH);
    const key = randomBytes(KEY_LENGTH);
    this.dummyHash = this.#format(salt, key);
    this.#dummy = { cost, salt, key };
  }

  /** A new salted hash of `password`. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    return this.#format(salt, await derive(password, salt, this.cost, KEY_LENGTH));
  }

  /** Whether `password` matches `stored`; the dummy hash or a malformed one still costs one derivation and matches nothing. */
  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = stored === this.dummyHash ? undefined : parse(stored);
    const target = parsed ?? this.#dummy;
    const actual = await derive(password, target.salt, target.cost, target.key.length);
    return parsed !== undefined && timingSafeEqual(target.key, actual);
  }

  #format(salt: Buffer, key: Buffer): string {
    return ["scrypt", this.cost, BLOCK_SIZE, PARALLELISM, salt.toString("base64url"), key.toString("base64url")].join(
      "$",
    );
  }
}
