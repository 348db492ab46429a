// Before each S3 test file: the local S3 server's settings, before anything reads src/env.ts.
import { inject } from 'vitest'

Object.assign(process.env, inject('s3Env'))
