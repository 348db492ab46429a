import { NETWORK_NAMES } from '@/globals/Settings/socialNetworks'

type Props = { links: { icon: string; url: string }[]; label: string; className?: string }

/** The site's social networks as round icon links; each icon is drawn by globals.css (`.social-link`). */
export function SocialLinks({ links, label, className = '' }: Props) {
  if (!links.length) return null
  return (
    <ul aria-label={label} className={`flex items-center gap-1 ${className}`}>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className="social-link" data-network={link.icon}>
            <span className="sr-only">{NETWORK_NAMES[link.icon as keyof typeof NETWORK_NAMES] ?? link.icon}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
