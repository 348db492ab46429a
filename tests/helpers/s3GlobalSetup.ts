// Starts the local S3-compatible server (scripts/s3-local.mjs) for the S3 suites, unless
// S3_ENDPOINT already points at one, and hands its settings to the test files.
import type { TestProject } from 'vitest/node'

import { startLocalS3 } from '../../scripts/s3-local.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    s3Env: Record<string, string>
  }
}

export default async function setup(project: TestProject) {
  if (process.env.S3_ENDPOINT) {
    const keys = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_PRIVATE_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']
    project.provide('s3Env', Object.fromEntries(keys.filter((key) => process.env[key]).map((key) => [key, process.env[key]!])))
    return
  }
  const server = await startLocalS3()
  project.provide('s3Env', server.env)
  return () => server.stop()
}
