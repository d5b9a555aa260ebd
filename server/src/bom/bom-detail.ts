import type { BomColumnRead } from '@partfront/core/bom'
import type { BomColumn, BomDetail, BomLine, BomPick, BomReading, ProductSummary } from '@partfront/core/contract'
import type { BomReadingRecord, BomRecord, CatalogPart } from '../store/boms.port.ts'
import type { PricedBom, PricedLine } from './price.ts'

/**
 * A stored BOM as the API shows it (the contract's `BomReading`, `BomLine`, `BomDetail`): its reading, and its
 * lines matched against the catalog as it is now and priced for a build quantity.
 */

/** A mapping column as the contract has it (the reader's extras, distributor and alternate, left out). */
export function bomColumn(column: BomColumnRead): BomColumn {
  const read: BomColumn = { column: column.column, header: column.header, field: column.field, confidence: column.confidence }
  return column.reason === undefined ? read : { ...read, reason: column.reason }
}

/** What a BOM's upload understood, as the contract has it. */
export function bomReading(reading: BomReadingRecord): BomReading {
  return {
    sheet: reading.sheet,
    sheets: [...reading.sheets],
    headerRow: reading.headerRow,
    mapping: reading.mapping.map(bomColumn),
    warnings: [...reading.warnings],
  }
}

/** A catalog part as the contract's product summary (the match keys left out). */
export function productSummary(part: CatalogPart): ProductSummary {
  return {
    intID: part.intID,
    model: part.model,
    brandName: part.brandName,
    brandId: part.brandId,
    categoryId: part.categoryId,
    categoryName: part.categoryName,
    description: part.description,
    packageName: part.packageName,
    image: part.image,
    stock: part.stock,
    priceLadder: part.priceLadder,
    moq: part.moq,
    spq: part.spq,
  }
}

/**
 * The reason a buyer reads: the match's, then what to check about it and, unless `priceNotes` is false, its
 * price at this build (minimum order, stock, price on request). The `/bom` page prices every build itself and
 * says those per build, so its preview leaves them out (issue 18).
 */
export function reasonWithWarnings(priced: PricedLine, priceNotes = true): string {
  return [priced.match.reason, ...(priceNotes ? priced.warnings : priced.match.warnings)].filter((text) => text !== '').join(' ')
}

/** One priced line as the contract's `BomLine`: a do-not-fit line has quantity 0 and no price. */
export function bomLine(priced: PricedLine, priceNotes = true): BomLine {
  const { line, match } = priced
  return {
    row: line.row,
    designators: [...line.designators],
    quantity: priced.quantity,
    mpn: line.mpn,
    manufacturer: line.manufacturer,
    alternates: line.alternates.map((a) => ({ mpn: a.mpn, manufacturer: a.manufacturer })),
    value: line.value,
    description: line.description,
    footprint: line.footprint,
    fitted: line.fitted,
    match: {
      kind: match.kind,
      product: match.part === null ? null : productSummary(match.part),
      score: match.score,
      reason: reasonWithWarnings(priced, priceNotes),
    },
    unitPrice: priced.unitPrice,
    extendedPrice: priced.extendedPrice,
    options: match.others.map((other) => ({
      kind: other.kind,
      product: productSummary(other.part),
      score: other.score,
      reason: other.reason,
    })),
  }
}

/**
 * A stored BOM with its lines matched and priced, as the contract's `BomDetail`, with the buyer's picks taken
 * (`bom/picks.ts`: the lines priced carry the parts picked).
 */
export function bomDetail(record: BomRecord, priced: PricedBom, pricedAt?: string, picks: readonly BomPick[] = []): BomDetail {
  return {
    id: record.id,
    fileName: record.fileName,
    status: record.status,
    models: record.models,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    contact: { ...record.contact },
    reading: bomReading(record.reading),
    boards: priced.boards,
    lines: priced.lines.map((line) => bomLine(line)),
    totals: {
      lines: priced.totals.lines,
      quantity: priced.totals.quantity,
      matched: priced.totals.matched,
      price: priced.totals.price,
    },
    history: record.history.map((change) => ({ status: change.status, at: change.at })),
    ...(pricedAt === undefined ? {} : { pricedAt }),
    ...(picks.length === 0 ? {} : { picks: picks.map((pick) => ({ row: pick.row, productId: pick.productId })) }),
  }
}
