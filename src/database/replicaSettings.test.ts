import { afterEach, describe, expect, it, vi } from 'vitest'

// src/env.ts reads the environment as it loads: each case loads it afresh.
const loadEnv = async (values: Record<string, string>) => {
  vi.resetModules()
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value)
  return (await import('@/env')).env
}

afterEach(() => vi.unstubAllEnvs())

describe('DATABASE_REPLICA_URLS', () => {
  it('lists the replicas of a PostgreSQL primary, spaces and empty entries ignored', async () => {
    const env = await loadEnv({
      DATABASE_URL: 'postgres://app@db1:5432/campus',
      DATABASE_REPLICA_URLS: ' postgres://app@db2:5432/campus, ,postgresql://app@db3/campus',
    })
    expect(env.DATABASE_REPLICA_URLS).toEqual(['postgres://app@db2:5432/campus', 'postgresql://app@db3/campus'])
  })

  it('is empty by default', async () => {
    expect((await loadEnv({ DATABASE_URL: '', DATABASE_REPLICA_URLS: '' })).DATABASE_REPLICA_URLS).toEqual([])
  })

  it('refuses a replica that is not a postgres:// URL', async () => {
    await expect(loadEnv({ DATABASE_URL: 'postgres://app@db1/campus', DATABASE_REPLICA_URLS: 'db2:5432' })).rejects.toThrow(
      /each replica must be a postgres:\/\/ URL[\s\S]*DATABASE_REPLICA_URLS/,
    )
  })

  it('refuses replicas without a PostgreSQL primary', async () => {
    await expect(loadEnv({ DATABASE_URL: '', DATABASE_REPLICA_URLS: 'postgres://app@db2/campus' })).rejects.toThrow(/needs DATABASE_URL/)
  })
})
