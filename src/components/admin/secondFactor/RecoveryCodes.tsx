'use client'
import { Button, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { ours } from '@/i18n/admin/ours'

/** The recovery codes, shown once, with a way to copy them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const say = ours(useTranslation().t)
  const [copied, setCopied] = useState(false)
  return (
    <section className="second-factor__recovery" data-testid="recovery-codes">
      <h2>{say('secondFactor:recoveryTitle')}</h2>
      <p>{say('secondFactor:recoveryIntro')}</p>
      <ol className="second-factor__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="second-factor__actions">
        <Button
          buttonStyle="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true))
          }}
        >
          {copied ? say('secondFactor:copied') : say('secondFactor:copy')}
        </Button>
        <Button onClick={onDone}>{say('secondFactor:continue')}</Button>
      </div>
    </section>
  )
}
