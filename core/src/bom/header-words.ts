/**
 * The words BOM headers use, by the column's meaning, in English, French, German and Chinese (the languages of
 * the exports we know: KiCad, KiBoM, Altium, Eagle, Digi-Key, Mouser, JLCPCB/LCSC, and hand-kept sheets).
 * Header detection counts them; the column mapping reads them.
 */

/** What a BOM column holds: every meaning a header word can give a column. */
export const COLUMN_ROLES = [
  'designators',
  'quantity',
  'mpn',
  'manufacturer',
  'distributorPartNumber',
  'supplier',
  'value',
  'description',
  'footprint',
  'dnp',
  'item',
  'notes',
  'datasheet',
  'link',
  'price',
  'other',
] as const
export type ColumnRole = (typeof COLUMN_ROLES)[number]

/**
 * A header cell made comparable: compatibility forms folded (full-width letters, `：`), accents dropped
 * (`Désignation` → `designation`, `Gehäuse` → `gehause`), lower case, every run of punctuation a single
 * space (`Reference(s)` → `reference s`, `MFR.Part` → `mfr part`, `Part #` → `part`).
 */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The distributors whose part numbers have their own columns, by the words that name them. */
const DISTRIBUTORS: readonly { readonly id: string; readonly pattern: RegExp }[] = [
  { id: 'digikey', pattern: /^(digi ?key|digike ?y|dikike ?y|dk)\d*$/ },
  { id: 'mouser', pattern: /^(mouser|mouse ?r|mouse ?\dr)\d*$/ },
  { id: 'lcsc', pattern: /^(lcsc|lcs ?c|立创|立创商城)\d*$/ },
  { id: 'jlcpcb', pattern: /^(jlcpcb|jlc)\d*$/ },
  { id: 'farnell', pattern: /^(farnell|element14)\d*$/ },
  { id: 'newark', pattern: /^(newark|newar ?k)\d*$/ },
  { id: 'rs', pattern: /^(rs|rs components|rs online)\d*$/ },
  { id: 'arrow', pattern: /^arrow\d*$/ },
  { id: 'tme', pattern: /^tme\d*$/ },
  { id: 'avnet', pattern: /^(avnet|avneteu)\d*$/ },
  { id: 'chip1stop', pattern: /^chip1stop\d*$/ },
  { id: 'onlinecomponents', pattern: /^onlinecomponents\d*$/ },
  { id: 'future', pattern: /^future( electronics)?\d*$/ },
]

/** An anchored pattern matching any of the alternatives (each may use regex syntax, as in `mpn\d*`). */
function anyOf(...alternatives: readonly string[]): RegExp {
  return new RegExp(`^(?:${alternatives.join('|')})$`)
}

/** Words after a distributor's name that still mean "its part number" (`Digi-Key Part Number`, `LCSC Part #`). */
const PART_NUMBER_TAIL = new RegExp(
  `^(.*?)(?: (?:${['part', 'pn', 'p n', 'no', 'nr', 'number', 'num', 'code', 'sku', 'order code', '编号', '料号'].join('|')}))*$`,
)

/** A generic supplier's part-number column (`Supplier Part Number`, `Order Code`, LCSC's `商品编号`). */
const SUPPLIER_PART_NUMBER = anyOf(
  '(?:supplier|distributor|vendor|order|lieferanten|供应商) ?(?:part ?(?:number|no|num)?|pn|p n|no|code|sku|number|料号|编号)',
  'sku',
  'order code',
  'order number',
  'bestellnummer',
  '商品编号',
  '商品编码',
)

/** Part-number words after a maker's name (`Manufacturer Part Number`, `MFR.Part`, `Mfg P/N`). */
const PART_NO = '(?: ?(?:number|no|num|nr))?'

const ROLE_PATTERNS: readonly (readonly [Exclude<ColumnRole, 'distributorPartNumber'>, RegExp])[] = [
  [
    'designators',
    anyOf(
      ...['ref', 'refs', 'ref s', 'reference', 'references', 'reference s', 'reference designators?', 'reference designation'],
      ...['ref des', 'refdes', 'ref designators?', 'designators?', 'designator s', 'part references?', 'parts'],
      ...['customer reference', 'referenz', 'referenzen', 'bauteil', 'bauteile', 'bauteilbezeichner'],
      ...['repere', 'reperes', 'reference composant', '位号', '元件位号', '器件位号', '标号', '位置号', '参考', '参考编号'],
    ),
  ],
  [
    'quantity',
    anyOf(
      ...['qty', 'qnty', 'qte', 'qt', 'quantity', 'quantities', 'quantity \\d+', 'qty \\d+', 'count', 'pcs', 'amount'],
      ...['quantity per (?:pcb|board)', 'qty per (?:pcb|board)', 'qty pcb'],
      ...['quantite', 'menge', 'anzahl', 'stuck', 'stuckzahl', '数量', '用量', '单板用量', '数量 pcs'],
    ),
  ],
  [
    'mpn',
    anyOf(
      ...['mpn\\d*', 'mp n\\d*', 'p n', 'pn', 'partno\\d*', 'part ?(?:number|no|num)\\d*', 'model', 'model number'],
      ...[`mfr ?part${PART_NO}\\d*`, `mfg ?part${PART_NO}\\d*`, `manufacturer ?part${PART_NO}\\d*`],
      ...['mfr ?p ?n\\d*', 'mfg ?p ?n\\d*', 'manufacturer ?p ?n\\d*'],
      ...['reference fabricant', 'ref fabricant', 'numero de piece'],
      ...['herstellerteilenummer', 'hersteller teilenummer', 'herstellernummer', 'hersteller artikelnummer'],
      ...['teilenummer', 'artikelnummer'],
      ...['型号', '规格型号', '料号', '厂家型号', '厂商型号', '厂商料号', '制造商料号', '制造商型号', '制造商零件编号', '原厂型号'],
    ),
  ],
  [
    'manufacturer',
    anyOf(
      ...['manufacturer', 'manufacturers', 'manufacturer name', 'mfr', 'mfr name', 'mfg', 'mfg name', 'mfr\\d+', 'mfg\\d+'],
      ...['maker', 'brand', 'make', 'fabricant', 'hersteller', '厂商', '制造商', '厂家', '品牌', '生产厂家', '生产商'],
    ),
  ],
  [
    'supplier',
    anyOf('supplier', 'suppliers', 'distributor', 'vendor', 'fournisseur', 'distributeur', 'lieferant', '供应商', '供货商'),
  ],
  ['value', anyOf('value', 'values', 'val', 'comment', 'wert', 'valeur', '值', '参数', '标称值', '规格')],
  [
    'description',
    anyOf(
      ...['description', 'desc', 'descriptions', 'part description', 'item description', 'component description'],
      ...['designation', 'libelle', 'beschreibung', 'bezeichnung'],
      ...['名称', '描述', '说明', '物料描述', '物料名称', '品名', '元件名称', '器件描述'],
    ),
  ],
  [
    'footprint',
    anyOf(
      ...['footprint', 'pcb footprint', 'package', 'packages', 'case', 'case package', 'package case', 'pcb decal', 'decal'],
      ...['pattern', 'gehause', 'bauform', 'boitier', 'empreinte', '封装', '封装规格', '封装尺寸'],
    ),
  ],
  [
    'dnp',
    anyOf(
      ...['dnp', 'dnf', 'dni', 'dnm', 'do not (?:populate|place|fit|mount|install)', 'not (?:fitted|populated|mounted|placed)'],
      ...['fitted', 'mounted', 'populate', 'populated', 'no pop', 'nopop'],
      ...['nicht bestuckt', 'nicht bestucken', 'ne pas monter', 'non monte', '不贴', '不焊', '不贴片', '是否贴片'],
    ),
  ],
  ['item', anyOf('item', 'items', 'item no', 'item number', 'no', 'nr', 'num', 'line', 'line no', 'pos', 'index', 'component', '序号', 'n')],
  [
    'notes',
    anyOf('note', 'notes', 'remark', 'remarks', 'comments', 'bemerkung', 'bemerkungen', 'anmerkung', 'remarque', 'remarques', '备注'),
  ],
  [
    'datasheet',
    anyOf('d[a]?tasheet\\d*', 'data sheet', 'datasheetlc', 'datasheet (?:url|errata)', 'datenblatt', 'fiche technique', '规格书', '数据手册'),
  ],
  ['link', anyOf('links?', 'urls?', 'product (?:link|url)', '\\w+ url', '链接')],
  [
    'price',
    anyOf('prices?', 'price\\w*', 'price\\d* \\w+', 'unit price', 'cost', 'unit cost', 'total price', 'extended price', 'preis', 'prix', '单价', '价格', '金额'),
  ],
  [
    // Known BOM words without a field of their own: they still tell a header from a data row.
    'other',
    anyOf(
      ...['libpart', 'lib part', 'footprintlib', 'footprint lib', 'library', 'lib', 'side', 'layer', 'device', 'part', 'symbol'],
      ...['rohs', 'rohs status', 'lead free status', 'reach status', 'mfg std lead time', 'lead time', 'stock', 'category', 'type'],
      ...['tolerance', 'voltage', 'power', 'dielectric', 'rating', 'lowcost', 'vertical', 'koncar', 'empty mpn'],
      ...['alternatives?', 'alternates?', 'substitutes?', '备选', '替代料'],
    ),
  ],
]

/** The role of one normalized header text, or `undefined` when the words are unknown. */
function roleOfNormalized(text: string): { role: ColumnRole; distributor?: string } | undefined {
  if (text === '') return undefined
  for (const [role, pattern] of ROLE_PATTERNS) {
    if (pattern.test(text)) return { role }
  }
  // `Digi-Key Part Number`, `LCSC Part #`, `Mouser No`, `JLCPCB Part`: a distributor name, then part-number words.
  const name = PART_NUMBER_TAIL.exec(text)?.[1] ?? text
  for (const distributor of DISTRIBUTORS) {
    if (distributor.pattern.test(name)) return { role: 'distributorPartNumber', distributor: distributor.id }
  }
  if (SUPPLIER_PART_NUMBER.test(text)) return { role: 'distributorPartNumber', distributor: 'supplier' }
  return undefined
}

/** A header cell's meaning, with the distributor for distributor part-number columns. */
export interface HeaderMeaning {
  readonly role: ColumnRole
  readonly distributor?: string
}

/** The longest cell read as a possible column name (`Manufacturer Part Number (primary source)` is 41). */
const MAX_HEADER_LENGTH = 80

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu

/**
 * The meaning of a header cell, or `undefined` when its words are unknown. Bilingual headers
 * (`位号 Designator`, `Manufacturer/制造商`) are read by each language's part in turn.
 */
export function classifyHeader(cell: string): HeaderMeaning | undefined {
  // No column name is this long; a long cell is data, and normalizing megabytes would only cost time.
  if (cell.length > MAX_HEADER_LENGTH) return undefined
  const text = normalizeHeader(cell)
  const whole = roleOfNormalized(text)
  if (whole !== undefined) return whole
  const han = text.match(CJK)
  if (han === null) return undefined
  const parts = [...han, text.replace(CJK, ' ').replace(/\s+/g, ' ').trim()]
  for (const part of parts) {
    const meaning = roleOfNormalized(part)
    if (meaning !== undefined) return meaning
  }
  return undefined
}

/** Roles that name what a BOM is made of; they weigh most when telling a header from a title or a data row. */
export const CORE_ROLES: ReadonlySet<ColumnRole> = new Set<ColumnRole>([
  'designators',
  'quantity',
  'mpn',
  'manufacturer',
  'distributorPartNumber',
  'value',
  'description',
  'footprint',
])
