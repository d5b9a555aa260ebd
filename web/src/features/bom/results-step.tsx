import { useId } from 'react'
import { type BomToolActor, type ResultsView, isBomFilter } from '@partfront/core/bom-tool'
import { Button } from '../../ui/button.tsx'
import { BuildQuantities } from './build-quantities.tsx'
import { ContactForm } from './contact-form.tsx'
import { LinesTable } from './lines-table.tsx'
import { SavedActions } from './saved-actions.tsx'
import styles from './bom.module.css'

/**
 * The results (issue 18, "The result per line"): the summary counts and the builds side by side, the lines
 * short of stock, the lines by match kind a page at a time, the do-not-fit lines apart, the reading notes, then
 * the exports (CSV, XLSX: the lines as shown, picks applied, saved or not), saving with the contact info
 * (BOM-4) and, once saved, the cart and the quote request.
 */
export function ResultsStep({ results, actor, busy }: { readonly results: ResultsView; readonly actor: BomToolActor; readonly busy: boolean }) {
  const id = useId()
  const { counts } = results
  return (
    <section className={styles.results} aria-labelledby={`${id}-title`} data-testid="bom-results">
      <div className={styles.panelHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          Results for {results.fileName}
        </h2>
        <p className={styles.small} data-testid="bom-priced-at">
          {results.pricedAt}
        </p>
      </div>

      <dl className={styles.counts} data-testid="bom-counts">
        <div>
          <dt>Lines</dt>
          <dd data-testid="count-lines">{counts.lines}</dd>
        </div>
        <div className={styles.countMatched}>
          <dt>Matched</dt>
          <dd data-testid="count-matched">{counts.matched}</dd>
        </div>
        <div className={styles.countCheck}>
          <dt>To check</dt>
          <dd data-testid="count-check">{counts.check}</dd>
        </div>
        <div className={styles.countNone}>
          <dt>Not found</dt>
          <dd data-testid="count-none">{counts.none}</dd>
        </div>
        <div>
          <dt>Do not fit</dt>
          <dd data-testid="count-dnp">{counts.dnp}</dd>
        </div>
      </dl>

      <BuildQuantities builds={results.builds} actor={actor} />

      {results.shortages.length > 0 && (
        <div className={styles.warning} data-testid="bom-shortages">
          <p>
            <strong>
              Short of stock for {results.active.boardsText}: {results.shortages.length} {results.shortages.length === 1 ? 'line' : 'lines'}
            </strong>
          </p>
          <ul>
            {results.shortages.map((shortage) => (
              <li key={shortage.row}>
                Row {shortage.row}: {shortage.model}, {shortage.needed} needed, {shortage.stock} in stock
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className={styles.toolbar}>
        <label className={styles.inlineField}>
          Show{' '}
          <select
            value={results.filter}
            onChange={(event) => {
              const filter = event.target.value
              if (isBomFilter(filter)) actor.send({ type: 'bom.filter', filter })
            }}
            data-testid="bom-filter"
          >
            {results.filters.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label} ({filter.count})
              </option>
            ))}
          </select>
        </label>
        <span className={styles.small} aria-live="polite" data-testid="bom-shown">
          {results.shown} {results.shown === 1 ? 'line' : 'lines'}, priced for {results.active.boardsText}
        </span>
      </div>

      <LinesTable lines={results.lines} caption={`BOM lines, priced for ${results.active.boardsText}`} actor={actor} testId="bom-lines" />

      {results.pageCount > 1 && (
        <nav aria-label="Pages of lines" className={styles.pager}>
          <Button variant="secondary" size="sm" disabled={results.page <= 1} onClick={() => actor.send({ type: 'bom.page', page: results.page - 1 })}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {results.page} of {results.pageCount}
          </span>
          <Button variant="secondary" size="sm" disabled={results.page >= results.pageCount} onClick={() => actor.send({ type: 'bom.page', page: results.page + 1 })}>
            Next
          </Button>
        </nav>
      )}

      {results.doNotFit.length > 0 && (
        <section aria-labelledby={`${id}-dnp`} className={styles.dnp}>
          <h3 id={`${id}-dnp`} className={styles.subTitle}>
            Do not fit ({results.doNotFit.length})
          </h3>
          <p className={styles.small}>Lines marked do-not-fit are kept with the BOM but not bought or priced.</p>
          <LinesTable lines={results.doNotFit} caption="Do-not-fit lines" actor={actor} testId="bom-dnp-lines" compact />
        </section>
      )}

      {results.warnings.length > 0 && (
        <details className={styles.notes}>
          <summary>Reading notes ({results.warnings.length})</summary>
          <ul>
            {results.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </details>
      )}

      <div className={styles.actions} role="group" aria-label="Export these results">
        <Button variant="secondary" onClick={() => actor.send({ type: 'bom.export', format: 'xlsx' })} disabled={busy} data-testid="bom-export-xlsx">
          Export XLSX
        </Button>
        <Button variant="secondary" onClick={() => actor.send({ type: 'bom.export', format: 'csv' })} disabled={busy} data-testid="bom-export-csv">
          Export CSV
        </Button>
        <span className={styles.small}>With your picks, priced for {results.active.boardsText}; no need to save first.</span>
      </div>

      {results.saved === null ? (
        <>
          <ContactForm results={results} actor={actor} busy={busy} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => actor.send({ type: 'bom.remap' })} disabled={busy}>
              Check the columns again
            </Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'bom.reset' })} disabled={busy}>
              Start over with another BOM
            </Button>
          </div>
        </>
      ) : (
        <SavedActions results={results} actor={actor} busy={busy} />
      )}
    </section>
  )
}
