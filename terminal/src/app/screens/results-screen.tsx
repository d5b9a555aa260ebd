import { Box, Text, useStdout } from 'ink'
import { useKeys } from '../use-keys.tsx'
import { Spinner } from '@inkjs/ui'
import { useEffect, useMemo, useState } from 'react'
import {
  SEARCH_SORTS,
  SORT_LABELS,
  noResultsText,
  pricingQuantity,
  readResultsParams,
  resultRows,
  resultsError,
  resultsFacets,
  resultsPagination,
  resultsStatus,
  resultsSummary,
  rowPricing,
  type ResultFacets,
  type SearchResultsFilter,
} from '@partfront/core/search'
import { formatCount } from '@partfront/core/search'
import { useTyping } from '../keys.tsx'
import { queryOf } from '../screens.ts'
import { useStorefrontSelector, useTerminalStorefront } from '../storefront.tsx'
import { TextField } from '../text-field.tsx'

type FacetKind = 'maker' | 'category' | 'package'

interface FacetChoice {
  readonly label: string
  readonly count: number
  readonly selected: boolean
  readonly filter: SearchResultsFilter
}

/** The options of one filter, worded, each with the filter it sets (choosing the one in force clears it). */
function facetChoices(facets: ResultFacets, kind: FacetKind): FacetChoice[] {
  switch (kind) {
    case 'maker':
      return facets.manufacturers.map((option) => ({ label: option.name, count: option.count, selected: option.selected, filter: { brandId: option.selected ? null : option.id } }))
    case 'category':
      return facets.categories.map((option) => ({ label: option.name, count: option.count, selected: option.selected, filter: { categoryId: option.selected ? null : option.id } }))
    case 'package':
      return facets.packages.map((option) => ({ label: option.name, count: option.count, selected: option.selected, filter: { packageName: option.selected ? null : option.name } }))
  }
}

/** `text` within `width` characters: cut with an ellipsis when longer. */
function fit(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`
}

/** The highlighted segments of a part number cut to `width` characters (the cut one ends in an ellipsis). */
function fitSegments<T extends { readonly text: string }>(segments: readonly T[], width: number): T[] {
  const whole = segments.map((segment) => segment.text).join('')
  if (whole.length <= width) return [...segments]
  const kept: T[] = []
  let room = width - 1
  for (const segment of segments) {
    if (room <= 0) break
    kept.push({ ...segment, text: segment.text.slice(0, room) })
    room -= segment.text.length
  }
  const last = kept.at(-1)
  if (last !== undefined) kept[kept.length - 1] = { ...last, text: `${last.text}…` }
  return kept
}

const FACET_TITLES: Readonly<Record<FacetKind, string>> = { maker: 'Manufacturer', category: 'Category', package: 'Package' }

/**
 * Results (SEARCH-4, issue 15): the search results machine's page, synced from the path as web/'s `/so` page
 * syncs it from the URL. Each row: the part number with the matched text highlighted, maker, package, stock,
 * and the unit price at the buyer's quantity (core's `rowPricing`); the filters with their counts; paging.
 */
export function ResultsScreen({ path }: { readonly path: string }) {
  const { storefront, navigation } = useTerminalStorefront()
  const params = useMemo(() => readResultsParams(queryOf(path)), [path])
  const status = useStorefrontSelector('searchResults', resultsStatus)
  const rows = useStorefrontSelector('searchResults', resultRows)
  const summary = useStorefrontSelector('searchResults', resultsSummary)
  const facets = useStorefrontSelector('searchResults', resultsFacets)
  const pager = useStorefrontSelector('searchResults', resultsPagination)
  const error = useStorefrontSelector('searchResults', resultsError)
  const [cursor, setCursor] = useState(0)
  const [picking, setPicking] = useState<{ kind: FacetKind; index: number } | null>(null)
  const [quantityText, setQuantityText] = useState<string | null>(null)
  const { stdout } = useStdout()
  useTyping(quantityText !== null)

  useEffect(() => {
    storefront.send({ type: 'results.sync', params })
  }, [params, storefront])

  const choices = picking === null || facets === null ? [] : facetChoices(facets, picking.kind)

  useKeys((input, key) => {
    if (quantityText !== null) {
      if (key.escape) setQuantityText(null)
      return
    }
    if (picking !== null) {
      if (key.escape) return setPicking(null)
      if (key.upArrow) return setPicking({ ...picking, index: Math.max(0, picking.index - 1) })
      if (key.downArrow) return setPicking({ ...picking, index: Math.min(choices.length - 1, picking.index + 1) })
      if (key.return) {
        const choice = choices[picking.index]
        if (choice !== undefined) storefront.send({ type: 'results.filter', filter: choice.filter })
        setPicking(null)
      }
      return
    }
    if (key.upArrow) return setCursor((at) => Math.max(0, at - 1))
    if (key.downArrow) return setCursor((at) => Math.min(rows.length - 1, at + 1))
    if (key.return) {
      const row = rows[cursor]
      if (row !== undefined) navigation.navigate(row.href)
      return
    }
    if ((key.rightArrow || input === ']' || key.pageDown) && pager?.next != null) return void storefront.send({ type: 'results.page', page: pager.next.page })
    if ((key.leftArrow || input === '[' || key.pageUp) && pager?.previous != null) return void storefront.send({ type: 'results.page', page: pager.previous.page })
    if (input === 'n') return setQuantityText(params.quantity === null ? '' : String(params.quantity))
    if (input === 's' && facets !== null) return void storefront.send({ type: 'results.filter', filter: { inStock: !facets.inStock.selected } })
    if (input === '0') return void storefront.send({ type: 'results.filter', filter: { categoryId: null, brandId: null, packageName: null, inStock: false } })
    if (input === 't') {
      const next = SEARCH_SORTS[(SEARCH_SORTS.indexOf(params.sort) + 1) % SEARCH_SORTS.length] ?? 'relevance'
      return void storefront.send({ type: 'results.sort', sort: next })
    }
    const kind = ({ m: 'maker', k: 'category', p: 'package' } as const)[input as 'm' | 'k' | 'p']
    if (kind !== undefined && facets !== null) setPicking({ kind, index: Math.max(0, facetChoices(facets, kind).findIndex((choice) => choice.selected)) })
  })

  const submitQuantity = () => {
    const typed = (quantityText ?? '').trim().replace(/,/gu, '')
    storefront.send({ type: 'results.quantity', quantity: typed === '' ? null : pricingQuantity(Number(typed)) })
    setQuantityText(null)
  }

  // The rows that fit: a window around the cursor.
  const room = Math.max(3, (stdout.rows > 0 ? stdout.rows : 30) - 16)
  const first = Math.min(Math.max(0, cursor - Math.floor(room / 2)), Math.max(0, rows.length - room))
  const shown = rows.slice(first, first + room)
  // The part number and maker columns give way on a narrow terminal (80 columns) so a row stays one line; the
  // package, stock and price keep their widths.
  // A part number or maker longer than its column is cut with an ellipsis (the product screen shows it whole).
  const flexible = Math.max(24, (stdout.columns > 0 ? stdout.columns : 100) - 46)
  const model = Math.min(22, Math.ceil(flexible * 0.5))
  const widths = { model, maker: Math.min(20, flexible - model), pkg: 10, stock: 18, price: 10 }

  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>Results for “{params.keyWord}”</Text>
        <Text dimColor>
          {'  '}
          {summary === null ? '' : summary.text} · sorted by {SORT_LABELS[params.sort]} · priced at{' '}
          {params.quantity === null ? 'each part’s minimum' : `${formatCount(params.quantity)} pcs`}
        </Text>
      </Text>
      {facets === null ? null : (
        <Box flexDirection="column">
          <FacetLine title="Maker (m)" options={facetChoices(facets, 'maker')} />
          <FacetLine title="Category (k)" options={facetChoices(facets, 'category')} />
          <FacetLine title="Package (p)" options={facetChoices(facets, 'package')} />
          <Text>
            <Text dimColor>In stock (s): </Text>
            <Text inverse={facets.inStock.selected}>{facets.inStock.selected ? '[x]' : '[ ]'}</Text> {formatCount(facets.inStock.count)}
            {facets.filtered ? <Text dimColor>   0: clear filters</Text> : null}
          </Text>
        </Box>
      )}
      {quantityText === null ? null : (
        <TextField label="Price at quantity" value={quantityText} onChange={setQuantityText} onSubmit={submitQuantity} focus width={10} />
      )}
      {picking === null ? null : (
        <Box flexDirection="column" borderStyle="round" paddingX={1}>
          <Text bold>{FACET_TITLES[picking.kind]}: ↑ ↓ Enter (Esc: close)</Text>
          {choices.length === 0 ? <Text dimColor>No values for these results.</Text> : null}
          {choices.map((choice, index) => (
            <Text key={choice.label} inverse={index === picking.index}>
              {index === picking.index ? '› ' : '  '}
              {choice.selected ? '● ' : '  '}
              {choice.label} ({formatCount(choice.count)})
            </Text>
          ))}
        </Box>
      )}
      <Box marginTop={1} flexDirection="column">
        {status === 'loading' ? (
          <Box>
            <Spinner label="Searching…" />
          </Box>
        ) : null}
        {status === 'failed' ? <Text color="red">{error}</Text> : null}
        {status === 'blank' ? <Text color="yellow">Type a part number or words to search.</Text> : null}
        {status === 'loaded' && rows.length === 0 ? <Text>{noResultsText(params.keyWord)}</Text> : null}
        {rows.length === 0 ? null : (
          <Text bold>
            {'  '}
            {'Part number'.padEnd(widths.model)} {'Manufacturer'.padEnd(widths.maker)} {'Package'.padEnd(widths.pkg)} {'Stock'.padEnd(widths.stock)} {'Unit price'.padStart(widths.price)}
          </Text>
        )}
        {shown.map((row, offset) => {
          const index = first + offset
          const pricing = rowPricing(row.part, params.quantity)
          const selected = index === cursor
          const segments = fitSegments(row.segments, widths.model)
          const modelPad = Math.max(0, widths.model - segments.reduce((length, segment) => length + segment.text.length, 0))
          return (
            <Text key={row.id} inverse={selected} wrap="truncate-end">
              {selected ? '› ' : '  '}
              {segments.map((segment, at) => (
                <Text key={at} color={segment.hit ? 'yellow' : undefined} bold={segment.hit} underline={segment.hit}>
                  {segment.text}
                </Text>
              ))}
              {' '.repeat(modelPad)} {fit(row.manufacturer, widths.maker).padEnd(widths.maker)} {fit(row.packageName, widths.pkg).padEnd(widths.pkg)}{' '}
              <Text color={row.stock > 0 ? 'green' : 'red'}>{fit(row.stockText, widths.stock).padEnd(widths.stock)}</Text> {(pricing.unitText ?? 'on request').padStart(widths.price)}
              {pricing.note === '' ? '' : <Text dimColor> ({formatCount(pricing.quantity)})</Text>}
            </Text>
          )
        })}
        {pager === null || rows.length === 0 ? null : (
          <Text dimColor>
            Page {pager.page} of {pager.pageCount}
            {pager.previous === null ? '' : '  ← previous'}
            {pager.next === null ? '' : '  → next'}
            {'  ·  ↑ ↓ Enter: open  ·  n: quantity  ·  t: sort'}
          </Text>
        )}
      </Box>
    </Box>
  )
}

function FacetLine({ title, options }: { readonly title: string; readonly options: readonly FacetChoice[] }) {
  if (options.length === 0) return null
  return (
    <Text wrap="truncate-end">
      <Text dimColor>{title}: </Text>
      {options.slice(0, 6).map((option, index) => (
        <Text key={option.label}>
          {index === 0 ? '' : ' · '}
          <Text inverse={option.selected}>{option.label}</Text> ({formatCount(option.count)})
        </Text>
      ))}
      {options.length > 6 ? <Text dimColor> · +{options.length - 6} more</Text> : null}
    </Text>
  )
}
