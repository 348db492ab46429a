// The social networks an editor can link in Settings, and each one's own name (the same in every
// language): read by the settings' select and by the site's icon links (src/components/SocialLinks.tsx).
export const SOCIAL_ICONS = ['telegram', 'instagram', 'facebook', 'youtube', 'x', 'linkedin'] as const

export const NETWORK_NAMES: Record<(typeof SOCIAL_ICONS)[number], string> = {
  telegram: 'Telegram',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
}
