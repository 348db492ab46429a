import { type Client, createClient } from '@libsql/client'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { patientClient } from './patientSqlite'

let folder = ''
let url = ''
const opened: Client[] = []
const open = () => {
  const client = createClient({ url })
  opened.push(client)
  return client
}

beforeEach(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'campus-patient-'))
  url = `file:${path.join(folder, 'site.db')}`
  const setup = open()
  await setup.execute('PRAGMA journal_mode = WAL')
  await setup.execute('CREATE TABLE notes (text TEXT)')
})
afterEach(() => {
  for (const client of opened.splice(0)) client.close()
  rmSync(folder, { recursive: true, force: true })
})

/** Counts how often the event loop came round while `work` ran: 0 means the process stood still. */
async function turnsDuring<T>(work: Promise<T>) {
  let turns = 0
  const timer = setInterval(() => turns++, 5)
  try {
    return { result: await work, turns }
  } finally {
    clearInterval(timer)
  }
}

describe('patientClient', () => {
  it('waits for a lock another connection holds while the process goes on, then writes', async () => {
    const other = open()
    await other.execute('BEGIN EXCLUSIVE')
    setTimeout(() => other.execute('COMMIT'), 300)
    const started = Date.now()
    const { turns } = await turnsDuring(patientClient(open, 5000).execute("INSERT INTO notes VALUES ('after the lock')"))
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    expect(turns).toBeGreaterThan(10)
    expect((await open().execute('SELECT text FROM notes')).rows.map((row) => row.text)).toEqual(['after the lock'])
  })

  it('gives up with SQLITE_BUSY once the wait allowed is spent, and stores nothing', async () => {
    const other = open()
    await other.execute('BEGIN EXCLUSIVE')
    const attempt = patientClient(open, 200).execute("INSERT INTO notes VALUES ('never')")
    await expect(attempt).rejects.toMatchObject({ code: 'SQLITE_BUSY' })
    await other.execute('ROLLBACK')
    expect((await open().execute('SELECT count(*) AS n FROM notes')).rows[0]!.n).toBe(0)
  })

  it('writes for good after a refusal, on a fresh connection (libSQL leaves a refused statement in progress)', async () => {
    const other = open()
    const client = patientClient(open, 100)
    await other.execute('BEGIN EXCLUSIVE')
    await expect(client.execute("INSERT INTO notes VALUES ('refused')")).rejects.toMatchObject({ code: 'SQLITE_BUSY' })
    await other.execute('COMMIT')
    await client.execute("INSERT INTO notes VALUES ('kept')")
    await client.batch(["INSERT INTO notes VALUES ('kept too')"], 'write')
    expect((await open().execute('SELECT text FROM notes ORDER BY text')).rows.map((row) => row.text)).toEqual(['kept', 'kept too'])
  })

  it('lets two transactions of one process take turns instead of stopping it until the first gives up', async () => {
    // Payload hands each transaction a connection of its own: the second waits for the first's lock.
    const client = patientClient(open, 5000)
    const write = async (text: string) => {
      const transaction = await client.transaction('write')
      await new Promise((resolve) => setTimeout(resolve, 100))
      await transaction.execute({ sql: 'INSERT INTO notes VALUES (?)', args: [text] })
      await transaction.commit()
    }
    await Promise.all([write('first'), write('second'), client.execute("INSERT INTO notes VALUES ('outside')")])
    expect((await open().execute('SELECT text FROM notes ORDER BY text')).rows.map((row) => row.text)).toEqual(['first', 'outside', 'second'])
  })

  it('passes other errors on without trying again', async () => {
    const raw = open()
    let calls = 0
    const counting = new Proxy(raw, {
      get: (object, name) => (name === 'execute' ? (...args: Parameters<Client['execute']>) => (calls++, object.execute(...args)) : Reflect.get(object, name)),
    })
    await expect(patientClient(() => counting, 5000).execute('INSERT INTO missing VALUES (1)')).rejects.toThrow(/no such table/)
    expect(calls).toBe(1)
  })
})
