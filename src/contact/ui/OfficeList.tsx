// The offices on the contact page: where each is, how to reach it and when it is open.
import { Fragment } from 'react'

import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '@/components/icons'
import type { OfficeCard } from '@/data/offices'
import { telHref } from '@/lib/phone'

/** An address that may wrap after its @ and before its dots, never inside a word. */
const breakable = (email: string) => email.split(/(?=[.@])/).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]))

type Props = { offices: OfficeCard[]; labels: { officeHours: string; otherDaysClosed: string } }

export function OfficeList({ offices, labels }: Props) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="offices">
      {offices.map((office) => (
        <li
          key={office.id}
          lang={office.untranslated ? 'en' : undefined}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          data-testid="office"
        >
          <h3 className="font-semibold text-slate-900">{office.name}</h3>
          {office.location && (
            <p className="mt-2 flex gap-2 text-sm text-slate-700">
              <PinIcon width={16} height={16} className="mt-0.5 shrink-0 text-brand-700" /> {office.location}
            </p>
          )}
          {office.phone && (
            <p className="mt-1.5 flex gap-2 text-sm">
              <PhoneIcon width={16} height={16} className="mt-0.5 shrink-0 text-brand-700" />
              <a href={telHref(office.phone)} className="text-brand-700 hover:underline">
                {office.phone}
              </a>
            </p>
          )}
          {office.email && (
            <p className="mt-1.5 flex gap-2 text-sm">
              <MailIcon width={16} height={16} className="mt-0.5 shrink-0 text-brand-700" />
              <a href={`mailto:${office.email}`} className="text-brand-700 [overflow-wrap:anywhere] hover:underline">
                {breakable(office.email)}
              </a>
            </p>
          )}
          {office.hours.length > 0 && (
            <div className="mt-3 flex gap-2 border-t border-slate-100 pt-3 text-sm">
              <ClockIcon width={16} height={16} className="mt-0.5 shrink-0 text-brand-700" />
              <div className="min-w-0 flex-1">
                <h4 className="sr-only">{labels.officeHours}</h4>
                <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1" data-testid="office-hours">
                  {office.hours.map((line) => (
                    <Fragment key={`${line.days}-${line.time}`}>
                      <dt className="text-slate-700">{line.days}</dt>
                      <dd className="whitespace-nowrap font-medium tabular-nums text-slate-900">{line.time}</dd>
                    </Fragment>
                  ))}
                </dl>
                {office.otherDaysClosed && <p className="mt-1 text-slate-500">{labels.otherDaysClosed}</p>}
                {office.hoursNote && <p className="mt-1 text-slate-600">{office.hoursNote}</p>}
              </div>
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
