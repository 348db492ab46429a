import type { Field, PayloadRequest } from 'payload'

import { DAY_AND_TIME } from '@/fields/content'
import { ours } from '@/i18n/admin/ours'

/** Whether an event takes sign-ups on this site, for how many, and until when. */
export const eventRegistrationField: Field = {
  name: 'registration',
  label: { en: 'Sign-ups on this site', ru: 'Запись на сайте', uz: 'Saytda roʻyxatdan oʻtish' },
  type: 'group',
  admin: {
    description: {
      en: 'Visitors sign up with name, e-mail and phone, get a confirmation with a calendar file and can cancel. Staff see the list under Event sign-ups.',
      ru: 'Посетители записываются по имени, e-mail и телефону, получают подтверждение с файлом календаря и могут отменить запись. Список — в разделе «Записи на мероприятия».',
      uz: 'Tashrif buyuruvchilar ism, e-pochta va telefon bilan yoziladi, taqvim fayli bilan tasdiq oladi va bekor qila oladi. Roʻyxat — «Tadbirlarga yozilishlar» boʻlimida.',
    },
  },
  fields: [
    { name: 'open', label: { en: 'Take sign-ups', ru: 'Принимать записи', uz: 'Yozilishlarni qabul qilish' }, type: 'checkbox', defaultValue: false },
    {
      type: 'row',
      fields: [
        {
          name: 'capacity',
          label: { en: 'Places', ru: 'Мест', uz: 'Joylar soni' },
          type: 'number',
          min: 1,
          max: 100_000,
          admin: { condition: (_, sibling) => Boolean(sibling?.open) },
          validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: { open?: boolean } }) =>
            !siblingData.open || (Number.isInteger(value) && Number(value) >= 1) || ours(req.t)('fieldChecks:capacity'),
        },
        {
          name: 'waitingList',
          label: { en: 'Waiting list when full', ru: 'Лист ожидания, когда мест нет', uz: 'Joy qolmaganda kutish roʻyxati' },
          type: 'checkbox',
          defaultValue: true,
          admin: { condition: (_, sibling) => Boolean(sibling?.open) },
        },
        {
          name: 'closesAt',
          label: { en: 'Sign-ups close', ru: 'Запись закрывается', uz: 'Yozilish yopiladi' },
          type: 'date',
          admin: {
            date: DAY_AND_TIME,
            condition: (_, sibling) => Boolean(sibling?.open),
            description: { en: 'Empty: when the event starts.', ru: 'Пусто — в момент начала.', uz: 'Boʻsh — tadbir boshlanganda.' },
          },
        },
      ],
    },
    // Places taken, the waiting list and the links to the sign-ups (no column: shown, not stored).
    {
      name: 'signUpCount',
      label: { en: 'Sign-ups', ru: 'Записи', uz: 'Yozilishlar' },
      type: 'ui',
      admin: { condition: (_, sibling) => Boolean(sibling?.open), components: { Field: '@/events/admin/SignUpCount#SignUpCount' } },
    },
  ],
}
