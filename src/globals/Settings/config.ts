import type { Field, GlobalConfig, PayloadRequest } from 'payload'

import { isStaffField } from '@/access'
import { revalidateGlobal } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { type AdminText, LABELS } from '@/i18n/admin/labels'
import { ours } from '@/i18n/admin/ours'
import { mapEmbedOf } from '@/lib/maps'
import { siteGlobal } from '../siteGlobal'
import { NETWORK_NAMES, SOCIAL_ICONS } from './socialNetworks'

const status = (name: string, label: AdminText): Field => ({
  name,
  type: 'select',
  label,
  defaultValue: 'active',
  options: [
    { label: { en: 'Shown', ru: 'Показывать', uz: 'Koʻrsatiladi' }, value: 'active' },
    { label: { en: 'Hidden', ru: 'Скрыть', uz: 'Yashirilgan' }, value: 'inactive' },
  ],
})

const logo = (name: string, label: AdminText, description: AdminText): Field => ({ name, label, type: 'upload', relationTo: 'media', admin: { description } })

import { sectionBannersField } from './sectionBanners'

export const Settings: GlobalConfig = {
  slug: 'settings',
  label: { en: 'Settings', ru: 'Настройки', uz: 'Sozlamalar' },
  ...siteGlobal,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'General', ru: 'Основное', uz: 'Asosiy' },
          fields: [
            { name: 'siteTitle', label: { en: 'Site title', ru: 'Название сайта', uz: 'Sayt nomi' }, type: 'text', localized: true, required: true },
            { name: 'phone1', type: 'text', label: { en: 'Phone 1', ru: 'Телефон 1', uz: 'Telefon 1' } },
            {
              type: 'row',
              fields: [
                { name: 'phone2', type: 'text', label: { en: 'Phone 2', ru: 'Телефон 2', uz: 'Telefon 2' } },
                status('phone2Status', { en: 'Phone 2 on the site', ru: 'Телефон 2 на сайте', uz: 'Saytdagi 2-telefon' }),
              ],
            },
            { name: 'email', label: LABELS.email, type: 'email' },
            { name: 'address', label: { en: 'Address', ru: 'Адрес', uz: 'Manzil' }, type: 'richText', localized: true },
            {
              name: 'applyButton',
              label: { en: '“Apply” button', ru: 'Кнопка «Подать заявку»', uz: '«Ariza topshirish» tugmasi' },
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'url',
                      label: LABELS.link,
                      type: 'text',
                      admin: {
                        description: {
                          en: 'An internal path (/form) or a full address.',
                          ru: 'Внутренний путь (/form) или полный адрес.',
                          uz: 'Ichki yoʻl (/form) yoki toʻliq manzil.',
                        },
                      },
                    },
                    status('status', { en: 'On the site', ru: 'На сайте', uz: 'Saytda' }),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Contact page', ru: 'Страница контактов', uz: 'Aloqa sahifasi' },
          description: {
            en: 'Offices with their phones and hours are edited under Offices.',
            ru: 'Подразделения с телефонами и часами работы редактируются в разделе «Подразделения».',
            uz: 'Boʻlimlar, ularning telefonlari va ish vaqti «Boʻlimlar» boʻlimida tahrirlanadi.',
          },
          fields: [
            {
              name: 'mapEmbedUrl',
              label: { en: 'Map embed address', ru: 'Адрес встраиваемой карты', uz: 'Xaritani joylashtirish manzili' },
              type: 'text',
              admin: {
                description: {
                  en: 'Optional map on the contact page: the embed address from Yandex Maps (Share → Embed), Google Maps (Share → Embed a map, the address inside src="…") or OpenStreetMap (Share → HTML).',
                  ru: 'Необязательная карта на странице контактов: адрес для встраивания из Яндекс Карт («Поделиться» → «Встроить»), Google Maps («Поделиться» → «Встраивание карт», адрес внутри src="…») или OpenStreetMap («Поделиться» → HTML).',
                  uz: 'Aloqa sahifasidagi ixtiyoriy xarita: Yandex Xaritalar («Ulashish» → «Joylashtirish»), Google Maps («Ulashish» → «Xaritani joylashtirish», src="…" ichidagi manzil) yoki OpenStreetMap («Ulashish» → HTML) joylashtirish manzili.',
                },
              },
              validate: (v: unknown, { req }: { req: PayloadRequest }) => !v || mapEmbedOf(String(v)) !== null || ours(req.t)('fieldChecks:mapEmbed'),
            },
            {
              name: 'contactFormEmail',
              label: { en: 'Contact form messages go to', ru: 'Куда отправлять сообщения из формы', uz: 'Shakldagi xabarlar yuboriladigan manzil' },
              type: 'email',
              // Staff only: a public inbox address would invite spam that bypasses the form.
              access: { read: isStaffField },
              admin: {
                description: {
                  en: 'The e-mail address that receives each message sent with the contact form (replying answers the visitor). Empty: the site e-mail on the General tab. Every message is also kept under Contact messages.',
                  ru: 'Адрес, на который приходит каждое сообщение из формы обратной связи (ответ на письмо уходит посетителю). Пусто — e-mail сайта со вкладки «Основное». Все сообщения также хранятся в разделе «Сообщения с сайта».',
                  uz: 'Aloqa shaklidan yuborilgan har bir xabar keladigan e-pochta manzili (xatga javob tashrif buyuruvchiga boradi). Boʻsh boʻlsa — «Asosiy» yorligʻidagi sayt e-pochtasi. Barcha xabarlar «Saytdan kelgan xabarlar» boʻlimida ham saqlanadi.',
                },
              },
            },
          ],
        },
        {
          label: { en: 'Social and footer', ru: 'Соцсети и подвал', uz: 'Ijtimoiy tarmoqlar va sayt osti' },
          fields: [
            {
              name: 'socialLinks',
              label: { en: 'Social networks', ru: 'Соцсети', uz: 'Ijtimoiy tarmoqlar' },
              labels: { singular: { en: 'Network', ru: 'Соцсеть', uz: 'Tarmoq' }, plural: { en: 'Social networks', ru: 'Соцсети', uz: 'Ijtimoiy tarmoqlar' } },
              type: 'array',
              fields: [
                {
                  name: 'icon',
                  label: { en: 'Network', ru: 'Сеть', uz: 'Tarmoq' },
                  type: 'select',
                  required: true,
                  options: SOCIAL_ICONS.map((value) => ({ value, label: { en: NETWORK_NAMES[value], ru: NETWORK_NAMES[value], uz: NETWORK_NAMES[value] } })),
                },
                { name: 'url', label: LABELS.link, type: 'text', required: true },
              ],
            },
            {
              name: 'copyright',
              label: { en: 'Copyright line', ru: 'Строка об авторских правах', uz: 'Mualliflik huquqi satri' },
              type: 'text',
              localized: true,
            },
            {
              name: 'developerCredit',
              label: { en: 'Developer credit', ru: 'Упоминание разработчика', uz: 'Ishlab chiquvchi haqida' },
              type: 'group',
              fields: [
                { name: 'text', label: LABELS.text, type: 'text', localized: true },
                { name: 'url', label: LABELS.link, type: 'text' },
              ],
            },
          ],
        },
        {
          label: { en: 'Images', ru: 'Изображения', uz: 'Rasmlar' },
          fields: [
            logo(
              'logoHome',
              { en: 'Home page logo', ru: 'Логотип главной страницы', uz: 'Bosh sahifa logotipi' },
              {
                en: 'Logo on the home page (light, over the banner).',
                ru: 'Логотип на главной странице (светлый, поверх баннера).',
                uz: 'Bosh sahifadagi logotip (och rangli, banner ustida).',
              },
            ),
            logo(
              'logoInner',
              { en: 'Logo on other pages', ru: 'Логотип остальных страниц', uz: 'Boshqa sahifalar logotipi' },
              { en: 'Logo on every other page.', ru: 'Логотип на всех остальных страницах.', uz: 'Qolgan barcha sahifalardagi logotip.' },
            ),
            logo(
              'defaultBanner',
              { en: 'Default banner', ru: 'Баннер по умолчанию', uz: 'Odatiy banner' },
              {
                en: 'Behind the title of pages with no banner of their own and no section banner (below).',
                ru: 'За заголовком страниц без собственного баннера и без баннера раздела (ниже).',
                uz: 'Oʻz banneri ham, boʻlim banneri ham (pastda) boʻlmagan sahifalar sarlavhasi ortida.',
              },
            ),
            sectionBannersField,
          ],
        },
        {
          label: { en: 'Analytics', ru: 'Аналитика', uz: 'Analitika' },
          description: {
            en: 'Each counter is loaded only when its ID is set.',
            ru: 'Каждый счётчик загружается, только если указан его ID.',
            uz: 'Har bir hisoblagich faqat uning ID raqami kiritilganda yuklanadi.',
          },
          fields: [
            {
              name: 'yandexMetrikaId',
              label: { en: 'Yandex Metrika counter ID', ru: 'ID счётчика Яндекс Метрики', uz: 'Yandex Metrika hisoblagichi ID raqami' },
              type: 'text',
              validate: (v: unknown, { req }: { req: PayloadRequest }) => !v || /^\d+$/.test(String(v)) || ours(req.t)('fieldChecks:digitsOnly'),
            },
            {
              name: 'googleTagId',
              label: { en: 'Google tag ID', ru: 'ID тега Google', uz: 'Google tegi ID raqami' },
              type: 'text',
              validate: (v: unknown, { req }: { req: PayloadRequest }) =>
                !v || /^[A-Z]{1,3}-[A-Z0-9-]+$/.test(String(v)) || ours(req.t)('fieldChecks:googleTagId'),
            },
          ],
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal(TAGS.settings)] },
}
