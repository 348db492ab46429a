'use client'
// The newsletter box's confirmation (SubscribeBox.tsx): a modal dialog, focus inside, Escape and
// the button close it.
import { DoneDialog } from '../DoneDialog'
import type { SubscribeLabels } from './SubscribeBox'

export default function SubscribedDialog({ labels, onClosed }: { labels: SubscribeLabels; onClosed: () => void }) {
  return (
    <DoneDialog name="newsletter-dialog" title={labels.dialogTitle} text={labels.dialogText} testId="subscribe-dialog" width="md" onClose={onClosed}>
      {(close) => (
        <button type="button" autoFocus onClick={close} className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900">
          {labels.close}
        </button>
      )}
    </DoneDialog>
  )
}
