// The S3_* settings are checked together when the server starts (src/env.ts), so a missing or
// contradictory one is a clear message rather than a failed upload later.
export type S3Settings = Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_PRIVATE_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>

export function s3Problems(value: S3Settings): string[] {
  const any = [value.S3_ENDPOINT, value.S3_BUCKET, value.S3_PRIVATE_BUCKET, value.S3_ACCESS_KEY_ID, value.S3_SECRET_ACCESS_KEY].some(Boolean)
  if (!any) return []
  const problems: string[] = []
  if (!value.S3_BUCKET) problems.push('S3_BUCKET (the bucket for public media) is required when any S3_* setting is given')
  if (!value.S3_PRIVATE_BUCKET) problems.push('S3_PRIVATE_BUCKET (the bucket for applicants’ documents, never public) is required when S3_BUCKET is given')
  if (value.S3_BUCKET && value.S3_BUCKET === value.S3_PRIVATE_BUCKET)
    problems.push('S3_PRIVATE_BUCKET must differ from S3_BUCKET: applicants’ documents never share a bucket with public media')
  for (const name of ['S3_BUCKET', 'S3_PRIVATE_BUCKET'] as const) {
    if (value[name] && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value[name]))
      problems.push(`${name} “${value[name]}” is not a valid bucket name (3–63 lowercase letters, digits, dots, hyphens)`)
  }
  if (value.S3_ENDPOINT && !/^https?:\/\/[^/\s]+\/?$/.test(value.S3_ENDPOINT))
    problems.push(`S3_ENDPOINT “${value.S3_ENDPOINT}” must be an address like https://s3.example.com (no path)`)
  if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: give both, or neither to use the machine’s own credentials (instance role, ~/.aws)')
  return problems
}
