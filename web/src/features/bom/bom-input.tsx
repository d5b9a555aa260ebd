import { type ChangeEvent, type DragEvent, type FormEvent, useId, useState } from 'react'
import { ACCEPT_ATTRIBUTE, ACCEPTED_FILES_TEXT, type BomToolActor } from '@partfront/core/bom-tool'
import { Button } from '../../ui/button.tsx'
import styles from './bom.module.css'

/**
 * The three ways in (issue 18): the file picker, a file dropped on the drop zone (or anywhere on the page, see
 * `useFileDrop`), and the paste box. Each only hands the file or text to the machine, which checks it (BOM-1,
 * BOM-2, the 5 MB cap) before anything is sent.
 */
export function BomInput({ actor, busy, checking }: { readonly actor: BomToolActor; readonly busy: boolean; readonly checking: boolean }) {
  const id = useId()
  const [over, setOver] = useState(false)
  const [pasted, setPasted] = useState('')

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (file !== undefined) actor.send({ type: 'bom.file', file })
    event.target.value = ''
  }

  function dropped(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    event.stopPropagation()
    setOver(false)
    const file = event.dataTransfer.files[0]
    if (file !== undefined) actor.send({ type: 'bom.file', file })
  }

  function submitPaste(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    actor.send({ type: 'bom.paste', text: pasted })
  }

  return (
    <section className={styles.inputs} aria-labelledby={`${id}-title`} aria-busy={checking}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Upload your BOM
      </h2>
      <div className={styles.inputGrid}>
        <div
          className={over ? `${styles.dropZone} ${styles.dropOver}` : styles.dropZone}
          data-testid="bom-drop-zone"
          onDragEnter={(event) => {
            event.preventDefault()
            setOver(true)
          }}
          onDragOver={(event) => {
            event.preventDefault()
            event.dataTransfer.dropEffect = 'copy'
          }}
          onDragLeave={() => setOver(false)}
          onDrop={dropped}
        >
          <p className={styles.dropText}>Drop your BOM file here</p>
          <p className={styles.small}>or</p>
          <label className={styles.pickLabel}>
            <input
              type="file"
              accept={ACCEPT_ATTRIBUTE}
              className={styles.fileInput}
              onChange={chosen}
              disabled={busy}
              aria-describedby={`${id}-accepted`}
              data-testid="bom-file-input"
            />
            <span className={styles.pickButton}>Choose a file</span>
          </label>
          <p id={`${id}-accepted`} className={styles.small}>
            {ACCEPTED_FILES_TEXT}
          </p>
          {checking && (
            <p className={styles.small} role="status">
              Checking the file…
            </p>
          )}
        </div>

        <form className={styles.pasteForm} onSubmit={submitPaste} aria-labelledby={`${id}-paste`}>
          <label id={`${id}-paste`} htmlFor={`${id}-paste-text`} className={styles.fieldLabel}>
            Or paste part numbers and quantities
          </label>
          <textarea
            id={`${id}-paste-text`}
            className={styles.pasteBox}
            rows={7}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            placeholder={'LM358DR 10\nNE555DR 25\nor cells copied from a spreadsheet'}
            aria-describedby={`${id}-paste-help`}
            spellCheck={false}
            autoComplete="off"
            data-testid="bom-paste"
          />
          <p id={`${id}-paste-help`} className={styles.small}>
            One line per part: the part number and the quantity per board, in either order.
          </p>
          <Button type="submit" disabled={busy} data-testid="bom-paste-submit">
            Match these parts
          </Button>
        </form>
      </div>
    </section>
  )
}
