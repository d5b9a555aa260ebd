import { type BinaryLike, type ScryptOptions, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Password hashing with scrypt (node:crypto), a random 16-byte salt per password, kept as one
 * self-describing string `scrypt$N$r$p$salt$hash` (salt and hash base64url) so the cost can be raised later
 * without losing the hashes already stored: each is checked with the parameters it was made with.
 *
 * N=16384, r=8, p=1 are Node's own scrypt defaults: 16 MiB of memory per hash (128·N·r), inside Node's
 * default `maxmem` of 32 MiB, and about 50–120 ms of one core. That makes an offline guess against a leaked
 * hash costly while a login stays quick and a burst of logins (rate-limited anyway, `rate-limits.ts`) cannot
 * exhaust the server's memory, as the larger OWASP figure (N=2^17, 128 MiB each) could under load.
 */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1 } as const

const SALT_BYTES = 16
const KEY_BYTES = 32
/** The most memory one check may take: stored parameters beyond it are refused, not run. */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024

interface ParsedHash {
  readonly options: ScryptOptions & { readonly N: number; readonly r: number; readonly p: number }
  readonly salt: Buffer
  readonly hash: Buffer
}

/**
 * A hash of a password nobody knows, with our parameters: checking a password against it costs what a real
 * check costs, so a login for an unknown account takes as long as one with a wrong password.
 */
const DECOY_HASH = 'scrypt$16384$8$1$z82WFBHJf0KtqHjXAyy8_w$QYEupm6uEmk75VlR0k_qGv9_LU1uNlBZ460zRvOkMdo'

function derive(password: string, salt: BinaryLike, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // The same password typed on systems that compose accents differently hashes alike.
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY_BYTES + 1024 * 1024 }, (error, key) => {
      if (error === null) resolve(key)
      else reject(error)
    })
  })
}

/** `scrypt$N$r$p$salt$hash` read back; `undefined` for anything else (a malformed or foreign hash). */
export function parsePasswordHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^[1-9]\d{0,9}$/u.test(part) ? Number(part) : Number.NaN))
  const salt = Buffer.from(parts[4] ?? '', 'base64url')
  const hash = Buffer.from(parts[5] ?? '', 'base64url')
  if (N === undefined || r === undefined || p === undefined) return undefined
  if (!Number.isSafeInteger(N) || !Number.isSafeInteger(r) || !Number.isSafeInteger(p)) return undefined
  // N must be a power of two above 1 (scrypt's own rule); a corrupt row must not make one check eat the machine.
  if (N < 2 || (N & (N - 1)) !== 0 || p > 16 || 128 * N * r > MAX_MEMORY_BYTES) return undefined
  if (salt.length < 8 || hash.length < 16) return undefined
  return { options: { N, r, p }, salt, hash }
}

/** A new hash of `password`, with a fresh salt: `scrypt$16384$8$1$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const hash = await derive(password, salt, KEY_BYTES, SCRYPT_PARAMS)
  const { N, r, p } = SCRYPT_PARAMS
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${hash.toString('base64url')}`
}

/**
 * Whether `password` is the one `stored` was made from, compared in constant time. A missing or malformed
 * hash answers `false` after the same work as a real check (see `DECOY_HASH`), so the answer's timing tells
 * nothing about whether the account exists.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = stored === undefined ? undefined : parsePasswordHash(stored)
  if (parsed === undefined) {
    await spendPasswordCheck(password)
    return false
  }
  const candidate = await derive(password, parsed.salt, parsed.hash.length, parsed.options)
  return timingSafeEqual(candidate, parsed.hash)
}

/** Does the work of one password check against a hash nobody knows, and forgets the result. */
export async function spendPasswordCheck(password: string): Promise<void> {
  const decoy = parsePasswordHash(DECOY_HASH)
  if (decoy === undefined) throw new Error('The decoy password hash is malformed')
  await derive(password, decoy.salt, decoy.hash.length, decoy.options)
}
