/**
 * A set of (manufacturer, part number) keys kept as two 32-bit hashes in an open-addressing table, instead of a
 * `Set<string>` of a million strings: about ten times less memory and no string kept alive for the collector.
 *
 * Exact for "not seen": equal keys always hash equally, so a repeat is never missed and the catalog stays
 * unique. A false "seen" needs both 32-bit hashes to collide (about one in 10^19 per pair); it would only make
 * the generator draw another part, so it costs nothing but a retry.
 */
export class UniqueKeys {
  private table = new Uint32Array(2 << 16)
  private used = 0

  /** Adds the key; false when it was already there. */
  add(owner: number, text: string): boolean {
    // Two FNV-1a style hashes with different offsets and multipliers, seeded with the owner.
    let a = (0x811c9dc5 ^ owner) >>> 0
    let b = (0x9747b28c ^ Math.imul(owner, 0x5bd1e995)) >>> 0
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      a = Math.imul(a ^ c, 0x01000193)
      b = Math.imul(b ^ c, 0x5bd1e995)
      b ^= b >>> 15
    }
    a = (a ^ (a >>> 16)) >>> 0
    b = (b ^ (b >>> 13)) >>> 0
    // 0/0 marks an empty slot; nudge a real key away from it.
    if (a === 0 && b === 0) b = 1
    if ((this.used + 1) * 2 > this.table.length / 2) this.grow()
    if (!this.insert(a, b)) return false
    this.used++
    return true
  }

  /** How many keys are stored. */
  get size(): number {
    return this.used
  }

  private insert(a: number, b: number): boolean {
    const table = this.table
    const mask = (table.length >>> 1) - 1
    let slot = (a ^ Math.imul(b, 0x9e3779b1)) & mask
    for (;;) {
      const i = slot << 1
      const x = table[i] ?? 0
      const y = table[i + 1] ?? 0
      if (x === 0 && y === 0) {
        table[i] = a
        table[i + 1] = b
        return true
      }
      if (x === a && y === b) return false
      slot = (slot + 1) & mask
    }
  }

  private grow(): void {
    const old = this.table
    this.table = new Uint32Array(old.length * 2)
    for (let i = 0; i < old.length; i += 2) {
      const a = old[i] ?? 0
      const b = old[i + 1] ?? 0
      if (a !== 0 || b !== 0) this.insert(a, b)
    }
  }
}
