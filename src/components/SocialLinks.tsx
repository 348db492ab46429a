type Props = { links: { icon: string; url: string }[]; label: string; className?: string }

/** The site's social networks as round icon links; each icon is drawn by globals.css (`.social-link`). */
export function SocialLinks({ links, label, className = '' }: Props) {
  if (!links.length) return null
  return (
    <ul aria-label={label} className={`flex items-center gap-1 ${className}`}>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className="social-link" data-network={link.icon}>
            <span className="sr-only">{link.icon === 'x' ? 'X' : link.icon[0].toUpperCase() + link.icon.slice(1)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
