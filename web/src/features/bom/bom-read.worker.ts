import { readLocally } from '@partfront/core/bom-tool/local-read'
import type { BomToolFile } from '@partfront/core/bom-tool'

/**
 * The BOM tool's read of a chosen file, off the page's thread (a Web Worker): core's `readLocally` (the checks,
 * the sheets' samples, the model count; SheetJS for a workbook). A damaged `.xls` can make SheetJS loop forever,
 * and a synchronous parse cannot be stopped from inside; here the page stops it (`read-in-worker.ts`) and stays
 * responsive meanwhile. One file per worker: the page ends the worker once it has answered.
 */
self.onmessage = async (event: MessageEvent<BomToolFile>) => {
  self.postMessage(await readLocally(event.data.bytes, event.data.name))
}
