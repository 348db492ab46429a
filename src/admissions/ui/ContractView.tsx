// A filled contract as POST /api/contract gives it: every text already in the visitor's language.
import type { ContractView as ContractData } from '@/admissions/server/contract'
import type en from '@/i18n/messages/en.json'
import type { InvoiceView } from '@/payments/shared/invoiceView'

export type { ContractData }

export type InvoiceLabels = Omit<(typeof en)['contract'], 'university' | 'student' | 'signature'>
type Props = { contract: ContractData; labels: { university: string; student: string; signature: string; invoice: InvoiceLabels } }

/** The invoice beside the contract: its number, the total, each instalment by its date and what of it is paid. */
function InvoiceSection({ invoice, labels }: { invoice: InvoiceView; labels: InvoiceLabels }) {
  const status = (row: InvoiceView['instalments'][number]) => (row.covered >= row.amount ? labels.paidInFull : row.covered > 0 ? row.covered_text : '—')
  return (
    <section className="contract-invoice mt-10 break-inside-avoid" data-testid="contract-invoice">
      <h3 className="contract-heading text-center font-bold">{labels.invoiceHeading}</h3>
      <p className="mt-3 flex flex-wrap justify-between gap-2">
        <span>{labels.invoiceNumber}</span>
        <span className="font-mono font-bold" data-testid="contract-invoice-number">
          {invoice.invoice_number}
        </span>
      </p>
      <table className="mt-3 w-full border-collapse text-left text-[14px]">
        <thead>
          <tr className="border-b border-black">
            <th className="py-1 pr-2 font-bold">{labels.dueBy}</th>
            <th className="py-1 pr-2 text-right font-bold">{labels.amount}</th>
            <th className="py-1 text-right font-bold">{labels.paid}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.instalments.map((row) => (
            <tr key={row.due_date} className="border-b border-slate-300">
              <td className="py-1 pr-2">{row.due_text}</td>
              <td className="whitespace-nowrap py-1 pr-2 text-right">{row.amount_text}</td>
              <td className="py-1 text-right">{status(row)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th className="py-1 pr-2 font-bold">{labels.total}</th>
            <td className="whitespace-nowrap py-1 pr-2 text-right font-bold" data-testid="contract-invoice-total">
              {invoice.total_text}
            </td>
            <td className="whitespace-nowrap py-1 text-right">{invoice.paid_text}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-3">
        {labels.remaining}: <span className="whitespace-nowrap font-bold">{invoice.remaining > 0 ? invoice.remaining_text : labels.paidInFull}</span>
      </p>
      {invoice.remaining > 0 && <p className="mt-2">{labels.howToPay.replace('{number}', invoice.invoice_number)}</p>}
    </section>
  )
}

export function ContractView({ contract, labels }: Props) {
  const parties = [
    { key: 'university', heading: labels.university, lines: contract.parties.university },
    { key: 'student', heading: labels.student, lines: contract.parties.student },
  ]
  return (
    <article
      className="contract mx-auto max-w-[210mm] bg-white font-serif text-[15px] leading-relaxed text-black sm:p-10 sm:shadow-lg sm:ring-1 sm:ring-slate-200 print:max-w-none print:p-0 print:shadow-none print:ring-0"
      data-testid="contract"
    >
      <h2 className="text-center text-xl font-bold">{contract.title}</h2>
      <p className="mt-4 flex flex-wrap justify-between gap-2">
        <span>{contract.city}</span>
        <span>{contract.date}</span>
      </p>
      {contract.sections.map((section, index) => (
        <section key={`${section.heading}-${index}`} className="mt-6">
          <h3 className="contract-heading text-center font-bold">{section.heading}</h3>
          {section.paragraphs.map((paragraph, p) => (
            <p key={p} className="mt-2 text-justify">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      {contract.invoice && <InvoiceSection invoice={contract.invoice} labels={labels.invoice} />}
      <section className="contract-parties mt-10 grid gap-8 sm:grid-cols-2 print:grid-cols-2" data-testid="contract-parties">
        {parties.map((party) => (
          <div key={party.key}>
            <h3 className="font-bold">{party.heading}</h3>
            {party.lines.map((line, index) => (
              <p key={index} className="mt-1">
                {line}
              </p>
            ))}
            <p className="mt-8 flex items-end gap-2">
              <span>{labels.signature}:</span>
              <span aria-hidden="true" className="inline-block w-40 border-b border-black" />
            </p>
          </div>
        ))}
      </section>
    </article>
  )
}
