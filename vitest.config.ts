import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // Server-only guards have nothing to guard in tests.
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/intSetup.ts'],
          globalSetup: ['tests/helpers/intGlobalSetup.ts'],
          // Each file has its own database (tests/helpers/intSetup.ts), ports and folders, so two
          // run at once: one per core of the machine CI runs on (docs/decisions/052-lean-test-run.md).
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Several processes on one PostgreSQL database, and read replicas of it: each file makes
        // its own databases (scripts/pg-cluster.mjs, scripts/db.mjs) and processes.
        resolve: { alias },
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Files on S3-compatible storage, against the local S3 server (scripts/s3-local.mjs).
          name: 's3',
          include: ['tests/s3/**/*.s3.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/s3GlobalSetup.ts', 'tests/helpers/intGlobalSetup.ts'],
          setupFiles: ['tests/helpers/s3Setup.ts', 'tests/helpers/intSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The production nginx config, in front of a stand-in app (needs an nginx binary).
        test: { name: 'nginx', include: ['tests/nginx/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        // Several instances of the production build behind nginx (needs the build, nginx, redis-server, PostgreSQL).
        test: {
          name: 'scale',
          include: ['tests/scale/**/*.scale.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
