// Which address a request comes from, for the rate limits. The socket's address, unless the
// socket is one of the proxies named in TRUSTED_PROXIES (by default this machine's loopback,
// where the shipped nginx connects from): then X-Forwarded-For is read from the right, past
// trusted proxies, to the first address they were given. A client that sends its own
// X-Forwarded-For straight to the app gains nothing: the header is not read at all.
import { BlockList, isIP } from 'node:net'

/** The proxies whose X-Forwarded-For is believed: addresses and CIDR ranges, comma-separated. */
export function trustedProxies(setting: string): BlockList {
  const list = new BlockList()
  for (const entry of setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/')
    const family = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4'
    if (!isIP(address ?? '')) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range.`)
    if (bits === undefined) list.addAddress(address!, family)
    else list.addSubnet(address!, Number(bits), family)
  }
  return list
}

/** "::ffff:192.0.2.1" (an IPv4 client on a dual-stack socket) as "192.0.2.1". */
const plain = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')

const isTrusted = (trusted: BlockList, address: string) => {
  const family = isIP(address)
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** The client's address: see the top of this file. */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trusted: BlockList): string {
  const socket = socketAddress ? plain(socketAddress) : ''
  if (!socket || !isTrusted(trusted, socket)) return socket || 'unknown'
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map(plain).filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!
    // Not an address: the chain is not one our proxies wrote, so the proxy itself is the client.
    if (isIP(hop) === 0) return socket
    if (!isTrusted(trusted, hop)) return hop
  }
  return hops[0] ?? socket
}
