// What an uploaded document really is, judged by its content, and its stored form:
// images decoded and encoded again (no EXIF, no GPS, no trailing data), PDFs kept as sent.
import { fileTypeFromFile } from 'file-type'
import { copyFile, link } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import pLimit from 'p-limit'
import sharp from 'sharp'

import { DOCUMENT_RULES, type DocumentKind, MIME, type FileType } from '@/admissions/shared/documents'
import { isPhotoShape } from '@/admissions/shared/photo'
import type { FieldProblem } from './checkFields'
import type { ReceivedFile } from './multipart'
import { newStoredName } from './storage'

const BY_MIME: Record<string, FileType> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'application/pdf': 'pdf' }

export async function detectType(file: string): Promise<FileType | undefined> {
  const detected = await fileTypeFromFile(file)
  return detected ? BY_MIME[detected.mime] : undefined
}

// libvips keeps recent operations and their pixels for reuse (up to 50 MB): every document is
// decoded once, so the cache held memory and never saved work.
sharp.cache(false)

/**
 * Re-encoding is the heaviest work on the server: ten applications of eight photos at once
 * kept every worker thread busy and pages waited seconds (decision 011). As many applications'
 * documents at a time per process as the machine has cores, in the order they arrived, each
 * image on one libvips thread: pages keep being answered, a burst's applicants do not wait for
 * one another's photos on an idle core, and the first of a burst gets their number after their
 * own photos, not after everyone's (docs/decisions/051-documents-at-the-peak.md).
 */
export const applicationDocuments = pLimit(availableParallelism())

/** width and height: an image's, upright (after its EXIF orientation), as stored. */
export type PreparedFile<K extends string = DocumentKind> = ReceivedFile<K> & {
  type: FileType
  mimeType: string
  storedName: string
  preparedPath: string
  storedSize: number
  width?: number
  height?: number
}

/** Writes the stored form of an accepted file next to the upload; undefined when it cannot be read. */
export async function prepare<K extends string = DocumentKind>(file: ReceivedFile<K>, type: FileType): Promise<PreparedFile<K> | undefined> {
  const storedName = newStoredName(type)
  const preparedPath = path.join(path.dirname(file.tempPath), storedName)
  if (type === 'pdf') {
    // Kept as sent: a second name for the same bytes, not a copy (a copy where links are not allowed).
    await link(file.tempPath, preparedPath).catch(() => copyFile(file.tempPath, preparedPath))
    return { ...file, type, mimeType: MIME.pdf, storedName, preparedPath, storedSize: file.size }
  }
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const image = sharp(file.tempPath, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate()
    // libjpeg-turbo's own encoder: mozjpeg's trellis search made files ~10% smaller at 30–60 times the
    // time (seconds for one noisy phone photo), which at the peak kept every applicant waiting.
    const output = type === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 90 })
    const info = await output.toFile(preparedPath)
    return { ...file, type, mimeType: MIME[type], storedName, preparedPath, storedSize: info.size, width: info.width, height: info.height }
  } catch {
    return undefined
  }
}

export const acceptsType = (file: ReceivedFile, type: FileType | undefined): type is FileType =>
  type !== undefined && DOCUMENT_RULES[file.kind].types.includes(type)

/**
 * One received document judged by its content: a type its kind allows, readable, and a photo
 * 3×4. The stored form is written beside the upload (a refused photo's too: it goes with the
 * upload's folder). The application form and a replacement through a link both come here.
 */
export async function checkDocument(file: ReceivedFile): Promise<{ ok: true; file: PreparedFile } | { ok: false; problem: FieldProblem }> {
  const type = await detectType(file.tempPath)
  const ready = acceptsType(file, type) ? await prepare(file, type) : undefined
  if (ready && file.kind === 'photo' && !isPhotoShape(ready.width ?? 0, ready.height ?? 0)) return { ok: false, problem: { field: 'photo', key: 'photoShape' } }
  if (ready) return { ok: true, file: ready }
  return { ok: false, problem: { field: file.kind, key: 'fileType', params: { types: DOCUMENT_RULES[file.kind].types.join(',') } } }
}
