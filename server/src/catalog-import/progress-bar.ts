/**
 * A one-line progress bar for long terminal jobs, redrawn in place on a terminal and printed every 10% when
 * the output is a file or a pipe (so a CI log stays short).
 */
export interface ProgressBar {
  update(done: number, total: number): void
  finish(): void
}

export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr, width = 30): ProgressBar {
  let lastTenth = -1
  let drawn = false
  return {
    update: (done, total) => {
      const share = total === 0 ? 1 : Math.min(1, done / total)
      const text = `${label} [${'#'.repeat(Math.round(share * width)).padEnd(width, '-')}] ${Math.floor(share * 100)
        .toString()
        .padStart(3)}% ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`
      if (stream.isTTY) {
        stream.write(`\r${text}`)
        drawn = true
        return
      }
      const tenth = Math.floor(share * 10)
      if (tenth > lastTenth) {
        lastTenth = tenth
        stream.write(`${text}\n`)
      }
    },
    finish: () => {
      if (drawn) stream.write('\n')
    },
  }
}
