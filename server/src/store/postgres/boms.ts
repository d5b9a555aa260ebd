import type { Pool } from 'pg'
import type { BomStore } from '../boms.port.ts'

/** Why a BOM method fails on PostgreSQL for now. */
function unavailable(method: keyof BomStore): Promise<never> {
  return Promise.reject(new Error(`BOMs (${method}) are not available on PostgreSQL yet: run the server on SQLite for BOMs`))
}

/**
 * The BOM area on PostgreSQL: not written yet (its port and SQLite store were being written when this store
 * was); each method rejects, naming itself.
 */
export function postgresBoms(pool: Pool): BomStore {
  void pool
  return {
    partsByNumbers: () => unavailable('partsByNumbers'),
    partsByBases: () => unavailable('partsByBases'),
    partsByCodes: () => unavailable('partsByCodes'),
    partsInRanges: () => unavailable('partsInRanges'),
    partsByValues: () => unavailable('partsByValues'),
    // Nothing to index while BOM matching is SQLite-only; loading a catalog must not fail for it.
    refreshValueIndex: () => Promise.resolve({ indexed: 0 }),
    createBom: () => unavailable('createBom'),
    listBoms: () => unavailable('listBoms'),
    findBom: () => unavailable('findBom'),
    findBomFile: () => unavailable('findBomFile'),
    replaceBomReading: () => unavailable('replaceBomReading'),
    findHeaderMapping: () => unavailable('findHeaderMapping'),
    saveHeaderMapping: () => unavailable('saveHeaderMapping'),
    listAllBoms: () => unavailable('listAllBoms'),
    findAnyBom: () => unavailable('findAnyBom'),
    moveBom: () => unavailable('moveBom'),
  }
}
