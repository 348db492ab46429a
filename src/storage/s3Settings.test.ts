import { describe, expect, it } from 'vitest'

import { s3Problems, type S3Settings } from './s3Settings'

const none: S3Settings = { S3_ENDPOINT: '', S3_BUCKET: '', S3_PRIVATE_BUCKET: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }
const complete: S3Settings = {
  S3_ENDPOINT: 'https://s3.example.uz',
  S3_BUCKET: 'campus-media',
  S3_PRIVATE_BUCKET: 'campus-private',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
}

describe('S3 settings', () => {
  it('accept none (local disk) and a complete set, with or without keys', () => {
    expect(s3Problems(none)).toEqual([])
    expect(s3Problems(complete)).toEqual([])
    expect(s3Problems({ ...complete, S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' })).toEqual([])
  })

  it.each([
    [{ S3_BUCKET: '' }, /S3_BUCKET .* is required/],
    [{ S3_PRIVATE_BUCKET: '' }, /S3_PRIVATE_BUCKET .* is required/],
    [{ S3_PRIVATE_BUCKET: 'campus-media' }, /must differ from S3_BUCKET/],
    [{ S3_BUCKET: 'Campus_Media' }, /not a valid bucket name/],
    [{ S3_ENDPOINT: 's3.example.uz' }, /must be an address like https/],
    [{ S3_ENDPOINT: 'https://s3.example.uz/campus-media' }, /no path/],
    [{ S3_SECRET_ACCESS_KEY: '' }, /go together/],
  ])('name what is wrong: %j', (change, message) => {
    expect(s3Problems({ ...complete, ...change }).join('\n')).toMatch(message)
  })

  it('refuse an endpoint alone, naming the buckets it lacks', () => {
    expect(s3Problems({ ...none, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toHaveLength(2)
  })
})
