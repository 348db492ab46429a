// A local S3-compatible server for tests and for trying the S3 settings on one machine:
// s3rver (from npm) keeps the objects in a folder and checks request signatures; in front of it,
// a small gate answers anonymous requests as S3 does for a bucket without a public-read policy:
// 403 AccessDenied. s3rver alone lets anyone read anything, which would hide a private document
// put in the wrong place. The media bucket, and buckets named after it with a suffix (test files
// make their own, `campus-media-f…`), behave as with a bucket policy granting everyone
// s3:GetObject (the usual way to publish a bucket: new AWS buckets refuse ACLs).
//
//   node scripts/s3-local.mjs [--port=9310] [--dir=data/s3-local]    prints the S3_* settings, runs until stopped
//   import { startLocalS3 } from './s3-local.mjs'                     for test harnesses
import { mkdirSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const LOCAL_S3_KEY = 'S3RVER'
export const LOCAL_S3_SECRET = 'S3RVER'

const isSigned = (req, url) => 'authorization' in req.headers || url.searchParams.has('X-Amz-Algorithm') || url.searchParams.has('Signature')

function accessDenied(res) {
  res.writeHead(403, { 'Content-Type': 'application/xml' })
  res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>')
}

/**
 * Starts the server with the given buckets (created empty if missing). Resolves with the S3_*
 * settings that point the app at it, and stop().
 */
export async function startLocalS3({
  port = 0,
  host = '127.0.0.1',
  directory = path.join(os.tmpdir(), `campus-s3-${process.pid}-${Date.now()}`),
  bucket = 'campus-media',
  privateBucket = 'campus-private',
} = {}) {
  const isPublic = (name) => name === bucket || name.startsWith(`${bucket}-`)
  let S3rver
  try {
    S3rver = (await import('s3rver')).default
  } catch {
    throw new Error('The local S3 server (npm package s3rver) is not installed: run `npm install`.')
  }
  mkdirSync(directory, { recursive: true })
  const store = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }, { name: privateBucket }],
  })
  const inner = await store.run()

  const gate = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.local')
    const bucketName = decodeURIComponent(url.pathname.split('/')[1] ?? '')
    const anonymousReadOfPublic = (req.method === 'GET' || req.method === 'HEAD') && isPublic(bucketName) && url.pathname.split('/').length > 2
    if (!isSigned(req, url) && !anonymousReadOfPublic) {
      req.resume()
      return accessDenied(res)
    }
    const forward = http.request({ host: inner.address, port: inner.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    // A client gone mid-upload (a killed server) takes its forwarded request with it: left open,
    // s3rver would wait for the rest of the body and never close.
    res.on('close', () => {
      if (!res.writableFinished) forward.destroy()
    })
    req.pipe(forward)
  })
  await new Promise((resolve, reject) => gate.once('error', reject).listen(port, host, resolve))
  const endpoint = `http://${host}:${gate.address().port}`

  return {
    endpoint,
    directory,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_PRIVATE_BUCKET: privateBucket,
      S3_ACCESS_KEY_ID: LOCAL_S3_KEY,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_SECRET,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      gate.closeAllConnections?.()
      await new Promise((resolve) => gate.close(() => resolve()))
      store.httpServer?.closeAllConnections?.()
      await store.close().catch(() => undefined)
    },
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
  const server = await startLocalS3({ port: Number(option('port', 9310)), directory: path.resolve(option('dir', 'data/s3-local')) })
  console.log(`Local S3 server at ${server.endpoint}, objects in ${server.directory}. Settings for the app:`)
  for (const [key, value] of Object.entries(server.env)) console.log(`${key}=${value}`)
  const stop = () => server.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
