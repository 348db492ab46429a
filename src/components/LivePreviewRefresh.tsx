'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * In the admin's live preview frame: the page is rendered again on the server whenever the
 * editor's draft is saved (autosave, save draft, publish). The admin and the site share one
 * origin, so only messages from this page's own origin are heeded.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  if (!origin) return null
  return <RefreshRouteOnSave refresh={router.refresh} serverURL={origin} />
}
