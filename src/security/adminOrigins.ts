// The origins whose pages may use a staff member's admin session (Payload's CSRF list). Payload
// allows only SITE_URL's origin, so the admin opened at http://127.0.0.1:3000 or at the server's
// own address signs in but every save is refused. The list is fixed when the server starts:
// SITE_URL, this machine's own addresses at the port the server listens on, and ADMIN_ORIGINS.
// Never a wildcard and never the request's own Origin, which is what the check is there to test.
import { networkInterfaces } from 'node:os'

type Options = {
  siteUrl: string
  /** The port the server listens on (PORT). */
  port: number
  /** ADMIN_ORIGINS: comma-separated origins, e.g. https://admin.example.uz,http://10.0.0.5 */
  extra: string
  /** This machine's addresses (os.networkInterfaces()); tests pass their own. */
  addresses?: string[]
}

/** The machine's own IPv4 and IPv6 addresses, loopback included. */
export function ownAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !(entry.family === 'IPv6' && entry.scopeid)) // link-local: needs a zone, no browser uses it
    .map((entry) => entry.address)
}

const hostOf = (address: string) => (address.includes(':') ? `[${address}]` : address)

/** `value` as an origin (scheme://host[:port]), or an error naming it. */
export function parseOrigin(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`ADMIN_ORIGINS: "${value}" is not an address such as https://admin.example.uz`)
  }
  if (!/^https?:$/.test(url.protocol) || url.hostname.includes('*') || url.origin === 'null') {
    throw new Error(`ADMIN_ORIGINS: "${value}" must be one http:// or https:// origin, without wildcards`)
  }
  return url.origin
}

export function adminOrigins({ siteUrl, port, extra, addresses = ownAddresses() }: Options): string[] {
  const local = ['localhost', ...addresses].map((host) => `http://${hostOf(host)}:${port}`)
  const listed = extra
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map(parseOrigin)
  return [...new Set([new URL(siteUrl).origin, ...local, ...listed])]
}
