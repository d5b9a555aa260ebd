/**
 * Manufacturers that one catalog names two ways (issue 8, "unknown manufacturers … created"): distributors
 * write a maker as its brand with its full name in parentheses (`UNI-ROYAL(Uniroyal Elec)`, `MCC(Micro
 * Commercial Components)`, `ST(Semtech)`), another file the full name alone (`Uniroyal Elec`, `SEMTECH`), a
 * third with a space before the parenthesis (`FH (Guangdong Fenghua Advanced Tech)`). An import that creates
 * each spelling splits one maker's parts, and the buyer's manufacturer filter, in two.
 *
 * Only whole names and full names in parentheses are matched. A short brand code is not: `HX(hengjiaxing)` and
 * `HX(Zhejiang Yueqing Hongxing Elec)` are two companies (both in the real LCSC files), as are `CEC(…)` and
 * `CEC`; nor is a short qualifier (`YAGEO (VA)`, `Amphenol ICC (FCI)`).
 */

/** A name in parentheses shorter than this (in letters and digits) is a qualifier, not a maker's full name. */
const MIN_FULL_NAME = 4

/** The keys a maker's name is known by. */
export interface MakerNameKeys {
  /** The whole name: case, runs of spaces and spaces around parentheses ignored. */
  readonly whole: string
  /** The full name in trailing parentheses (`UNI-ROYAL(Uniroyal Elec)` → `uniroyal elec`), if any. */
  readonly fullName: string | undefined
}

function keyOf(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replaceAll(/\s+/gu, ' ')
    .replaceAll(/\s*([()])\s*/gu, '$1')
    .trim()
}

export function makerNameKeys(name: string): MakerNameKeys {
  const whole = keyOf(name)
  const parenthesised = /^[^()]+\(([^()]+)\)$/u.exec(whole)?.[1]?.trim()
  const fullName =
    parenthesised !== undefined && parenthesised.replaceAll(/[^\p{L}\p{N}]/gu, '').length >= MIN_FULL_NAME ? parenthesised : undefined
  return { whole, fullName }
}

/**
 * The manufacturers a catalog knows, by the keys of their names: `resolve` answers the known name that a new
 * spelling means (its whole name, its full name in parentheses, or the full name a known one gives in
 * parentheses), or `undefined` for a maker it does not know. `add` teaches it a name just created.
 */
export class MakerAliases {
  readonly #byWhole = new Map<string, string>()
  readonly #byFullName = new Map<string, string>()

  constructor(known: Iterable<string> = []) {
    for (const name of known) this.add(name)
  }

  add(name: string): void {
    const keys = makerNameKeys(name)
    if (!this.#byWhole.has(keys.whole)) this.#byWhole.set(keys.whole, name)
    if (keys.fullName !== undefined && !this.#byFullName.has(keys.fullName)) this.#byFullName.set(keys.fullName, name)
  }

  resolve(name: string): string | undefined {
    const keys = makerNameKeys(name)
    return (
      this.#byWhole.get(keys.whole) ??
      (keys.fullName === undefined ? undefined : this.#byWhole.get(keys.fullName)) ??
      this.#byFullName.get(keys.whole)
    )
  }
}
