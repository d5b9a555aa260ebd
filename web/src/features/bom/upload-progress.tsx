import type { UploadProgressView } from '@partfront/core/bom-tool'
import { Button } from '../../ui/button.tsx'
import styles from './bom.module.css'

/** The upload's progress bar (issue 18: "an upload shows a progress bar and can be cancelled"). */
export function UploadProgress({ progress, onCancel }: { readonly progress: UploadProgressView; readonly onCancel: () => void }) {
  return (
    <section className={styles.panel} aria-labelledby="bom-upload-title" aria-busy="true">
      <h2 id="bom-upload-title" className={styles.sectionTitle}>
        Uploading {progress.fileName}
      </h2>
      <progress className={styles.progress} max={100} value={progress.percent} aria-labelledby="bom-upload-title" aria-describedby="bom-upload-text" />
      <p id="bom-upload-text" className={styles.small} aria-live="polite">
        {progress.text}
      </p>
      <Button variant="secondary" onClick={onCancel}>
        Cancel upload
      </Button>
    </section>
  )
}
