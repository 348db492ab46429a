// A back-office list as a CSV download, page by page as the rows are read (applications,
// subscribers): the same filters and search the list shows, never the whole table in memory.
import { parse } from 'qs-esm'
import type { PaginatedDocs, Where } from 'payload'

import { errors, NO_STORE } from './apiAnswers'

type Query = { where?: Where; search?: string; sort?: string }

/** The list's own filters (`where…`), search box (`search`) and order (`sort`) from the export link. */
export function listQuery(request: Request, searched: string[]): { where: Where; sort?: string } {
  const query = parse(new URL(request.url).search.slice(1), { depth: 10, arrayLimit: 100 }) as Query
  const conditions: Where[] = []
  if (query.where && typeof query.where === 'object') conditions.push(query.where)
  if (query.search?.trim()) conditions.push({ or: searched.map((field) => ({ [field]: { like: query.search!.trim() } })) })
  return { where: conditions.length ? { and: conditions } : {}, sort: query.sort || undefined }
}

export async function csvDownload<T>(
  name: string,
  header: string,
  row: (doc: T) => string,
  pageOf: (page: number) => Promise<PaginatedDocs<T>>,
): Promise<Response> {
  let first: PaginatedDocs<T>
  try {
    first = await pageOf(1)
  } catch {
    return errors(400, [{ message: 'These filters cannot be exported; clear them and try again.' }])
  }
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(header))
      for (let result = first; ; result = await pageOf(result.page! + 1)) {
        for (const doc of result.docs) controller.enqueue(encoder.encode(row(doc)))
        if (!result.hasNextPage) break
      }
      controller.close()
    },
  })
  const date = new Date().toISOString().slice(0, 10)
  return new Response(stream, {
    headers: { ...NO_STORE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}-${date}.csv"` },
  })
}
