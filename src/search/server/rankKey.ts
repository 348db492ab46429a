// One number that orders a document among equal matches and names its type: minutes since
// 1970 (undated documents highest, so they come first), then the entry's serial, then the type.
// On SQLite it is the full-text row's id, so ranking and counting per type never leave the
// FTS index; on PostgreSQL a column ordered the same way. It fits in 53 bits (a safe JS number).
import { SEARCH_KINDS, type SearchKind } from '../shared/kinds'

const KIND_BITS = 4
const SERIAL_BITS = 23
const MINUTE_BITS = 26
const UNDATED = 2 ** MINUTE_BITS - 1

export const KIND_MASK = 2 ** KIND_BITS - 1

export function rankKey(date: string | null, serial: number, kind: SearchKind): number {
  const time = date ? Date.parse(date) : Number.NaN
  const minutes = Number.isNaN(time) ? UNDATED : Math.min(Math.max(0, Math.floor(time / 60_000)), UNDATED - 1)
  return (minutes * 2 ** SERIAL_BITS + (serial % 2 ** SERIAL_BITS)) * 2 ** KIND_BITS + SEARCH_KINDS.indexOf(kind)
}

export const kindOfKey = (key: number): SearchKind => SEARCH_KINDS[key % 2 ** KIND_BITS]!
export const kindIndex = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind)
