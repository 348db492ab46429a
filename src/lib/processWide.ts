// One object per process, under a name (./processWide.mjs, where the reason is written).
export { processGlobal, processWide, processWideIfMade } from './processWide.mjs'
