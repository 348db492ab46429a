/** A one-line progress bar on a terminal; a line every tenth of the way in a log. */
export function progressBar(label: string, width = 30) {
  let lastTenth = -1
  return (done: number, total: number) => {
    const share = total ? done / total : 1
    if (process.stderr.isTTY) {
      const filled = Math.round(share * width)
      process.stderr.write(
        `\r${label} [${'█'.repeat(filled)}${' '.repeat(width - filled)}] ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${Math.round(share * 100)}%)`,
      )
      if (done >= total) process.stderr.write('\n')
      return
    }
    const tenth = Math.floor(share * 10)
    if (tenth !== lastTenth) {
      lastTenth = tenth
      console.log(`${label}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${Math.round(share * 100)}%)`)
    }
  }
}
