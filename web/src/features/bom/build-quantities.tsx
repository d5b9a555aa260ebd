import { type FormEvent, useId, useState } from 'react'
import { BOARDS_MESSAGE, type BomToolActor, type BuildView, readBoards } from '@partfront/core/bom-tool'
import styles from './bom.module.css'

/**
 * The build quantities side by side (issue 18: "several quantities side by side … and the cost per board at
 * each"): each is a small form; a new quantity re-prices every line across its price breaks at once, and the
 * lines below are priced at the one chosen.
 */
export function BuildQuantities({ builds, actor }: { readonly builds: readonly BuildView[]; readonly actor: BomToolActor }) {
  return (
    <section aria-label="Build quantities" className={styles.builds} data-testid="bom-builds">
      {builds.map((build) => (
        <BuildCard key={`${build.index}-${build.boards}`} build={build} actor={actor} />
      ))}
    </section>
  )
}

function BuildCard({ build, actor }: { readonly build: BuildView; readonly actor: BomToolActor }) {
  const id = useId()
  const [text, setText] = useState(String(build.boards))
  const [error, setError] = useState<string | null>(null)

  function apply() {
    const boards = readBoards(text)
    if (boards === undefined) {
      setError(BOARDS_MESSAGE)
      return
    }
    setError(null)
    if (boards !== build.boards || !build.active) actor.send({ type: 'bom.boards', index: build.index, boards })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    apply()
  }

  return (
    <form
      className={build.active ? `${styles.build} ${styles.buildActive}` : styles.build}
      onSubmit={submit}
      aria-labelledby={`${id}-label`}
      data-testid={`bom-build-${build.index}`}
    >
      <label id={`${id}-label`} htmlFor={`${id}-boards`} className={styles.fieldLabel}>
        Build quantity {build.index + 1} (boards)
      </label>
      <div className={styles.buildInput}>
        <input
          id={`${id}-boards`}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            if (text.trim() !== String(build.boards)) apply()
          }}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : `${id}-error`}
          data-testid="boards-input"
        />
        <button type="submit" className={styles.smallButton}>
          Price
        </button>
      </div>
      {error !== null && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <p className={styles.buildTotal} data-testid="build-total">
        {build.total}
      </p>
      <p className={styles.small} data-testid="build-per-board">
        {build.perBoard}
      </p>
      {build.shortLines > 0 && <p className={styles.shortNote}>{build.shortLines} short of stock</p>}
      {build.onRequestLines > 0 && <p className={styles.small}>+ {build.onRequestLines} priced on request</p>}
      <button
        type="button"
        className={styles.linkButton}
        aria-pressed={build.active}
        onClick={() => actor.send({ type: 'bom.activate', index: build.index })}
        data-testid="build-show"
      >
        {build.active ? `Lines priced for ${build.boardsText}` : `Price lines for ${build.boardsText}`}
      </button>
    </form>
  )
}
