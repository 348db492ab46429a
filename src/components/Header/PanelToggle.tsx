import type { ReactNode } from 'react'

type Props = { panel: string; label: string; className: string; children: ReactNode }

/**
 * The button that opens a header panel (FullMenu.tsx, MobileMenu.tsx), `{panel}-toggle` to the
 * tests: the popover's own button, so it works from the first paint, before and without scripts.
 */
export function PanelToggle({ panel, label, className, children }: Props) {
  return (
    <button type="button" popoverTarget={panel} aria-label={label} className={className} data-testid={`${panel}-toggle`}>
      {children}
    </button>
  )
}
