// A complete, valid set of an applicant's values as the form holds them, for the rule tests.
import { emptyValues, type Values } from '@/admissions/shared/fields'

export const completeValues = (): Values => ({
  ...emptyValues(),
  degree: '1',
  study_form: '2',
  faculty: '3',
  region: '4',
  last_name: 'Karimova',
  first_name: 'Dilnoza',
  birth_date: '2005-04-12',
  gender: 'female',
  birth_place: 'Samarkand',
  citizenship: 'Uzbekistan',
  passport_series: 'AB',
  passport_number: '1234567',
  passport_issued_by: 'Samarkand city',
  passport_issue_date: '2021-05-01',
  passport_expiry_date: '2031-04-30',
  permanent_address: '15 University Street',
  phone: '+998 90 123 45 67',
  email: 'dilnoza@example.com',
  institution_name: 'School 12',
  consent: '1',
})
