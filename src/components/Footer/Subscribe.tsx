// The footer's newsletter box: its heading, text, privacy note and the answers a page without
// JavaScript shows by :target (the server sends the visitor back at #newsletter-…) are plain HTML;
// only the form is a client component (SubscribeBox.tsx), with only its own words in the page's data.
import { routed } from '@/components/plainMarker'

import { PlainHtml } from '../PlainHtml'
import { SubscribeBox, type SubscribeLabels } from './SubscribeBox'

export type SubscribeText = SubscribeLabels & { title: string; text: string; privacy: string; privacyLink: string; invalidEmail: string; rateLimited: string }
type Props = { action: string; privacyHref: string; words: SubscribeText }

export function Subscribe({ action, privacyHref, words }: Props) {
  const { title, text, privacy, privacyLink, invalidEmail, rateLimited, ...labels } = words
  return (
    <div data-testid="subscribe-box">
      <PlainHtml>
        <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
        <p className="mb-3 text-sm">{text}</p>
      </PlainHtml>
      <SubscribeBox action={action} labels={labels} />
      <PlainHtml>
        <p id="newsletter-subscribed" className="mt-2 hidden rounded-md bg-white/10 p-3 text-sm text-white target:block">
          {labels.dialogText}
        </p>
        {[
          { id: 'newsletter-invalid', text: invalidEmail },
          { id: 'newsletter-limited', text: rateLimited },
          { id: 'newsletter-failed', text: labels.failed },
        ].map((note) => (
          <p key={note.id} id={note.id} className="mt-2 hidden text-sm text-amber-200 target:block">
            {note.text}
          </p>
        ))}
        <p id="newsletter-privacy" className="mt-3 text-xs text-white/70">
          {privacy}{' '}
          <a href={privacyHref} {...routed} className="text-white underline">
            {privacyLink}
          </a>
        </p>
      </PlainHtml>
    </div>
  )
}
