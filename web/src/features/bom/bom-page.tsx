import { useId, useMemo } from 'react'
import {
  ACCEPTED_FILES_TEXT,
  HOW_TO,
  TEMPLATES,
  isBusy,
  mappingView,
  noticeOf,
  resultsView,
  toolStep,
  uploadProgress,
} from '@partfront/core/bom-tool'
import { BomInput } from './bom-input.tsx'
import { MappingStep } from './mapping-step.tsx'
import { ProcessStrip } from './process-strip.tsx'
import { ResultsStep } from './results-step.tsx'
import { UploadProgress } from './upload-progress.tsx'
import { type BomToolSetup, useBomSnapshot, useBomTool } from './use-bom-tool.ts'
import { useFileDrop } from './use-file-drop.ts'
import styles from './bom.module.css'

/**
 * The BOM tool page (`/bom`; PAGE-6, BOM-1 to BOM-4; issue 18): the sales process, the how-to and the
 * templates, then the step the machine is at: the inputs (file picker, drop on the page, paste box), the
 * upload's progress, the column mapping, the results. It draws the machine's selectors and sends its events.
 */
export function BomPage(setup: BomToolSetup) {
  const actor = useBomTool(setup)
  useFileDrop(actor)
  const titleId = useId()
  const snapshot = useBomSnapshot(actor)
  const step = toolStep(snapshot)
  const busy = isBusy(snapshot)
  const notice = noticeOf(snapshot)
  const progress = uploadProgress(snapshot)
  const mapping = useMemo(() => mappingView(snapshot), [snapshot])
  const results = useMemo(() => resultsView(snapshot), [snapshot])

  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          BOM Tool
        </h1>
        <p className={styles.lead}>
          Upload your bill of materials: every line is matched to our catalog, explained, and priced at your build quantity.
        </p>
      </header>

      <ProcessStrip saved={results?.saved != null} />

      <div className={styles.intro}>
        <section aria-labelledby={`${titleId}-how`} className={styles.howTo}>
          <h2 id={`${titleId}-how`} className={styles.sectionTitle}>
            How it works
          </h2>
          <ol>
            {HOW_TO.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby={`${titleId}-templates`} className={styles.templates}>
          <h2 id={`${titleId}-templates`} className={styles.sectionTitle}>
            BOM template <span className={styles.recommended}>Recommended</span>
          </h2>
          <p className={styles.small}>Our template reads best: one line per part, with designators, quantity, part number and manufacturer.</p>
          <ul className={styles.templateLinks}>
            {TEMPLATES.map((template) => (
              <li key={template.format}>
                <a href={template.href} download data-testid={`template-${template.format}`}>
                  {template.label}
                </a>
              </li>
            ))}
          </ul>
          <p className={styles.small}>{ACCEPTED_FILES_TEXT}</p>
        </section>
      </div>

      {notice !== null && (
        <div role="alert" className={styles.alert} data-testid="bom-notice">
          {notice}
        </div>
      )}

      {(step === 'empty' || step === 'checking') && <BomInput actor={actor} busy={busy} checking={step === 'checking'} />}
      {step === 'uploading' && progress !== null && <UploadProgress progress={progress} onCancel={() => actor.send({ type: 'bom.cancel' })} />}
      {step === 'mapping' && mapping !== null && <MappingStep mapping={mapping} actor={actor} />}
      {step === 'results' && results !== null && <ResultsStep results={results} actor={actor} busy={busy} />}
    </article>
  )
}
