// A filled contract as POST /api/contract gives it: every text already in the visitor's language.
import type { ContractView as ContractData } from '@/admissions/server/contract'

export type { ContractData }

type Props = { contract: ContractData; labels: { university: string; student: string; signature: string } }

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
