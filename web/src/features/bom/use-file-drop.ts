import { useEffect } from 'react'
import type { BomToolActor } from '@partfront/core/bom-tool'

/**
 * A file dropped anywhere on the page goes to the BOM tool (issue 18: "drag and drop onto the page"), and the
 * browser does not open it instead. The drop zone handles its own drops (and stops them here).
 */
export function useFileDrop(actor: BomToolActor): void {
  useEffect(() => {
    const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return
      event.preventDefault()
      if (event.dataTransfer !== null) event.dataTransfer.dropEffect = 'copy'
    }
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return
      event.preventDefault()
      const file = event.dataTransfer?.files[0]
      if (file !== undefined) actor.send({ type: 'bom.file', file })
    }
    document.addEventListener('dragover', over)
    document.addEventListener('drop', drop)
    return () => {
      document.removeEventListener('dragover', over)
      document.removeEventListener('drop', drop)
    }
  }, [actor])
}
