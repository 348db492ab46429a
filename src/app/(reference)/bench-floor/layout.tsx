import type { ReactNode } from 'react'

// The benchmark's floor (npm run bench): the least a cached Next page costs on this server. Its
// own root layout, so nothing of the site (fonts, styles, scripts, data) is in it.
export default function ReferenceLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
