import { useId } from 'react'
import { type BomToolActor, FIELD_LABELS, IGNORED_LABEL, MAPPABLE_FIELDS, type MappingView, fieldOf } from '@partfront/core/bom-tool'
import { Button } from '../../ui/button.tsx'
import styles from './bom.module.css'

/**
 * The column mapping the server guessed (issue 18): the file's first rows under a header the buyer can change
 * per column, each guess with its confidence; a weak guess is marked. Confirming reads the lines with it.
 */
export function MappingStep({ mapping, actor }: { readonly mapping: MappingView; readonly actor: BomToolActor }) {
  const id = useId()
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="bom-mapping">
      <div className={styles.panelHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          Check the columns of {mapping.fileName}
        </h2>
        <p className={styles.small}>
          {mapping.summary}; header on row {mapping.headerRow}
          {mapping.sheets.length > 1 ? ` of sheet “${mapping.sheet}”` : ''}.
        </p>
      </div>
      <p className={styles.small}>
        We guessed what each column holds. Change a column’s field if the guess is wrong, then confirm. Columns marked{' '}
        <span className={styles.weak}>check</span> were guessed from their cells rather than their header.
      </p>

      {mapping.sheets.length > 1 && (
        <p>
          <label className={styles.inlineField}>
            Sheet{' '}
            <select value={mapping.sheet} onChange={(event) => actor.send({ type: 'bom.sheet', sheet: event.target.value })}>
              {mapping.sheets.map((sheet) => (
                <option key={sheet} value={sheet}>
                  {sheet}
                </option>
              ))}
            </select>
          </label>
        </p>
      )}

      {mapping.lacksPartNumber && (
        <p className={styles.warning} role="status">
          No column is read as the part number: lines can only be matched by value and footprint.
        </p>
      )}

      <div className={styles.scrollTable} role="region" aria-label={`Columns and first rows of ${mapping.fileName}`} tabIndex={0}>
        <table className={styles.mappingTable}>
          <caption className="pf-visually-hidden">Each column of the file, what it is read as, and its first rows</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              {mapping.columns.map((column) => (
                <th key={column.column} scope="col" className={column.field === null ? styles.ignoredColumn : undefined}>
                  <span className={styles.columnLetter}>{column.letter}</span> {column.header === '' ? '(no header)' : column.header}
                  <label className={styles.columnField}>
                    <span className="pf-visually-hidden">
                      Column {column.letter} {column.header} holds
                    </span>
                    <select
                      value={column.field ?? ''}
                      onChange={(event) => actor.send({ type: 'bom.map', column: column.column, field: fieldOf(event.target.value) })}
                      data-testid={`map-column-${column.column}`}
                    >
                      <option value="">{IGNORED_LABEL}</option>
                      {MAPPABLE_FIELDS.map((field) => (
                        <option key={field} value={field}>
                          {FIELD_LABELS[field]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <span className={column.weak ? `${styles.confidence} ${styles.weak}` : styles.confidence}>
                    {column.weak ? `check: ${column.confidenceText}` : column.confidenceText}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {mapping.rows.map((row) => (
              <tr key={row.row}>
                <th scope="row" className={styles.rowNumber}>
                  {row.row}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={index} className={mapping.columns[index]?.field === null ? styles.ignoredColumn : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {mapping.warnings.length > 0 && (
        <details className={styles.notes}>
          <summary>Reading notes ({mapping.warnings.length})</summary>
          <ul>
            {mapping.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </details>
      )}

      <div className={styles.actions}>
        <Button onClick={() => actor.send({ type: 'bom.confirm' })} data-testid="bom-confirm">
          Confirm columns and match
        </Button>
        <Button variant="secondary" onClick={() => actor.send({ type: 'bom.reset' })}>
          Choose another file
        </Button>
      </div>
    </section>
  )
}
