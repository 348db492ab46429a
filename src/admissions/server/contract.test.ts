import { describe, expect, it } from 'vitest'

import { CONTRACT_PLACEHOLDERS, fillContract, type Placeholder } from './contract'

const values = Object.fromEntries(CONTRACT_PLACEHOLDERS.map((name) => [name, `<${name}>`])) as Record<Placeholder, string>

describe('the contract template', () => {
  it('is filled from the application, paragraph by paragraph, leaving unknown placeholders as written', () => {
    const contract = fillContract(
      {
        title: 'Contract No. {number}',
        city: 'Samarkand',
        sections: [{ heading: '1. Parties', body: '{fullName}, passport {passport}.\n\nFee {tuitionFee}, {unknown}.' }],
        university: 'Registan University\nSamarkand',
        studentLines: '{fullName}\n{phone}',
      },
      values,
    )
    expect(contract).toEqual({
      number: '<number>',
      title: 'Contract No. <number>',
      city: 'Samarkand',
      date: '<date>',
      sections: [{ heading: '1. Parties', paragraphs: ['<fullName>, passport <passport>.', 'Fee <tuitionFee>, {unknown}.'] }],
      parties: { university: ['Registan University', 'Samarkand'], student: ['<fullName>', '<phone>'] },
    })
  })

  it('gives nothing while staff have not written one', () => {
    expect(fillContract({}, values)).toBeUndefined()
    expect(fillContract({ title: 'Contract', sections: [] }, values)).toBeUndefined()
  })
})
