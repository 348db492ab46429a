// Who may read the history of content and run the job queue over the REST API, by role, and what
// the API answers for routes Payload does not really have (versions of what keeps none, its
// migration records): requests go through the same handler as /api/[...slug]/route.ts.
import { REST_GET } from '@payloadcms/next/routes'
import config from '@payload-config'
import type { Access, Payload, PayloadRequest, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ROLES, type Role } from '@/access'
import { JOB_QUEUE, runDueJobs } from '@/jobs/runner'
import { checkedRest } from '@/security/restQuery'

import { staffToken } from '../helpers/admissionsFixture'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let sanitized: SanitizedConfig
const tokens = {} as Record<Role, string>
const restGet = checkedRest(config, REST_GET(config))

/** A GET to the REST API as this role (or nobody), as the browser sends it. */
async function get(path: string, role?: Role) {
  const headers = role ? { Authorization: `JWT ${tokens[role]}` } : undefined
  const response = await restGet(new Request(`http://localhost/api/${path}`, { headers }), {
    params: Promise.resolve({ slug: path.split('?')[0]!.split('/') }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  payload = await testPayload()
  sanitized = await config
  for (const role of ROLES) tokens[role] = await staffToken(payload, role)
  // Two saves of the contract template: it has a history to read.
  for (const city of ['Samarkand', 'Tashkent']) {
    await payload.updateGlobal({
      slug: 'contract',
      data: {
        title: 'Contract No. {number}',
        city,
        sections: [{ heading: '1. Subject', body: '{fullName} studies {program}.' }],
        university: 'Campus University',
        studentLines: '{fullName}',
      },
    })
  }
})

/** What an access rule answers for this role, or for a visitor; anything but `true` limits or refuses. */
async function allows(access: Access | undefined, role?: Role): Promise<unknown> {
  const user = role ? { id: 1, collection: 'users', roles: [role] } : null
  return access ? await access({ req: { user, payload, t: ((key: string) => key) as never } as unknown as PayloadRequest }) : undefined
}

describe(`reading versions by role on ${dialect()}`, () => {
  it('every collection and global that keeps versions says who may read them, never more people than may read it', async () => {
    const versioned = [
      ...sanitized.collections.filter((collection) => collection.versions).map((collection) => ({ name: collection.slug, access: collection.access })),
      ...sanitized.globals.filter((global) => global.versions).map((global) => ({ name: `globals/${global.slug}`, access: global.access })),
    ]
    expect(versioned.map((entry) => entry.name)).toEqual(expect.arrayContaining(['news', 'pages', 'globals/contract', 'globals/home']))
    for (const { name, access } of versioned) {
      // Unset, Payload lets anyone signed in read every version.
      expect(access.readVersions, `${name}: readVersions is not set`).toBeTypeOf('function')
      expect(await allows(access.readVersions), `${name}: visitors read versions`).toBe(false)
      for (const role of ROLES) {
        if ((await allows(access.readVersions, role)) === false) continue
        expect(await allows(access.read, role), `${name}: ${role} reads versions but not the document`).toBe(true)
      }
    }
  })

  it('lets admissions staff and admins read the contract template’s history, and refuses editors and visitors', async () => {
    for (const role of ['admissions', 'admin'] as const) {
      const { status, body } = await get('globals/contract/versions', role)
      expect(status, role).toBe(200)
      expect((body.docs as { version: { city: string } }[]).map((doc) => doc.version.city)).toEqual(expect.arrayContaining(['Samarkand', 'Tashkent']))
    }
    const editor = await get('globals/contract/versions', 'editor')
    expect(editor.status).toBe(403)
    expect(JSON.stringify(editor.body)).not.toContain('Samarkand')
    expect((await get('globals/contract/versions')).status).toBe(403)
  })

  it('lets every role read the history of public content it edits or reviews', async () => {
    for (const path of ['news/versions', 'offices/versions', 'globals/menu/versions', 'globals/settings/versions']) {
      for (const role of ROLES) expect((await get(path, role)).status, `${path} as ${role}`).toBe(200)
      expect((await get(path)).status, `${path} for a visitor`).toBe(403)
    }
  })
})

describe(`job endpoints by role on ${dialect()}`, () => {
  it('run the queue and its schedules for admins only', async () => {
    for (const path of ['payload-jobs/run', 'payload-jobs/handle-schedules']) {
      expect((await get(path)).status, `${path} for a visitor`).toBe(401)
      for (const role of ['editor', 'admissions', 'bursar'] as const) {
        const { status, body } = await get(path, role)
        expect(status, `${path} for ${role}`).toBe(403)
        expect(body.errors).toEqual([{ message: expect.stringMatching(/not allowed/) }])
      }
      expect((await get(path, 'admin')).status, `${path} for an admin`).toBe(200)
    }
  })

  it('still lets the server queue and run its jobs itself', async () => {
    const job = await payload.jobs.queue({ task: 'purgeUnconfirmedSubscribers', input: {} as never, queue: JOB_QUEUE })
    expect(await runDueJobs(payload)).toBe(true)
    // A job that ran to its end is deleted; one refused or failed would still be there.
    const left = await payload.find({ collection: 'payload-jobs', where: { id: { equals: job.id } }, overrideAccess: true })
    expect(left.docs).toEqual([])
  })
})

describe(`payments and applicants' data by role on ${dialect()}`, () => {
  // Who reads each list (200) and who is refused (403): the bursar keeps the payments records and
  // their settings, never applicants' data; admissions staff see invoices and payments only.
  const readers: Record<string, Role[]> = {
    invoices: ['admin', 'admissions', 'bursar'],
    payments: ['admin', 'admissions', 'bursar'],
    'payment-callbacks': ['admin', 'bursar'],
    'globals/payment-settings': ['admin', 'bursar'],
    applications: ['admin', 'admissions'],
    'application-files': ['admin', 'admissions'],
    'applicant-messages': ['admin', 'admissions'],
  }

  it('lets each role read what its work needs, and refuses it the rest', async () => {
    for (const [path, allowed] of Object.entries(readers)) {
      for (const role of ROLES) expect((await get(path, role)).status, `${path} as ${role}`).toBe(allowed.includes(role) ? 200 : 403)
      expect((await get(path)).status, `${path} for a visitor`).toBe(403)
    }
  })

  it('shows the payment keys to administrators only', async () => {
    await payload.updateGlobal({ slug: 'payment-settings', data: { payme: { merchantId: 'm-1', key: 'secret-key-1' } }, overrideAccess: true })
    expect(JSON.stringify((await get('globals/payment-settings', 'admin')).body)).toContain('secret-key-1')
    const bursar = await get('globals/payment-settings', 'bursar')
    expect(JSON.stringify(bursar.body)).toContain('m-1')
    expect(JSON.stringify(bursar.body)).not.toContain('secret-key-1')
  })
})

describe(`routes Payload does not have, on ${dialect()}`, () => {
  it('answers the versions of a collection that keeps none 404 with a message, for every role', async () => {
    for (const role of ROLES) {
      for (const path of ['users/versions', 'media/versions', 'subscribers/versions?where[version.email][like]=a', 'applications/versions/1']) {
        const { status, body } = await get(path, role)
        expect(status, `${path} as ${role}`).toBe(404)
        expect(body.errors).toEqual([{ message: expect.stringMatching(/keeps no versions/) }])
      }
    }
  })

  it('has no migration records over HTTP, for anyone', async () => {
    for (const role of [undefined, ...ROLES]) {
      const { status } = await get('payload-migrations', role)
      expect(status, role ?? 'visitor').toBe(404)
    }
  })
})
