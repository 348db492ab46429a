import { existsSync } from 'node:fs'
import path from 'node:path'
import type { UploadConfig } from 'payload'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/** A file that is not on disk is a 404 (Payload itself answers 500 "Something went wrong"). */
export const missingFileIsNotFound =
  (staticDir: string): FileHandler =>
  (_req, { params }) => {
    const dir = path.resolve(staticDir)
    const file = path.resolve(dir, params.filename)
    if (file.startsWith(dir + path.sep) && !existsSync(file)) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }
