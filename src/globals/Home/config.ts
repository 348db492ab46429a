import type { Field, GlobalConfig, PayloadRequest } from 'payload'

import { isEditor, isStaff, publishedOrStaff } from '@/access'
import { previewUrl } from '@/lib/preview'
import { revalidateGlobal } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { type AdminText, fromMessages, GROUPS, LABELS, type SiteMessages } from '@/i18n/admin/labels'
import { ours } from '@/i18n/admin/ours'
import { bannerVideoLinkProblem } from '@/lib/video'

type Section = keyof SiteMessages['homeSections']

/** A section's heading, with the site's own wording (from the message files) as the hint. */
const title = (section: Section): Field => {
  const wording = fromMessages((m) => m.homeSections[section])
  return {
    name: 'title',
    label: { en: 'Heading', ru: 'Заголовок', uz: 'Sarlavha' },
    type: 'text',
    localized: true,
    admin: {
      description: {
        en: `Section heading; the site's own wording (“${wording.en}”) when empty.`,
        ru: `Заголовок раздела; если пусто — стандартный текст сайта («${wording.ru}»).`,
        uz: `Boʻlim sarlavhasi; boʻsh boʻlsa, saytning oʻz matni («${wording.uz}») chiqadi.`,
      },
    },
  }
}

const section = (name: Section, label: AdminText, fields: Field[] = []): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'enabled', type: 'checkbox', defaultValue: true, label: { en: 'Show this section', ru: 'Показывать этот раздел', uz: 'Bu boʻlimni koʻrsatish' } },
    title(name),
    ...fields,
  ],
})

const path: Field = {
  name: 'link',
  label: { en: '“More” link', ru: 'Ссылка «Подробнее»', uz: '«Batafsil» havolasi' },
  type: 'text',
  admin: {
    description: {
      en: 'Where “more” leads: a path such as /static/about-university.',
      ru: 'Куда ведёт «Подробнее»: путь вида /static/about-university.',
      uz: '«Batafsil» qayerga olib boradi: /static/about-university kabi yoʻl.',
    },
  },
}

/** Every section of the home page, in the order the page shows them. */
export const Home: GlobalConfig = {
  slug: 'home',
  label: { en: 'Home page', ru: 'Главная страница', uz: 'Bosh sahifa' },
  // Changes are saved as drafts and previewed before they go live; every published state is
  // kept, so a wrong one can be compared and restored (the page reads only what is published).
  admin: { group: GROUPS.site, preview: previewUrl('home') },
  access: { read: publishedOrStaff, readVersions: isStaff, update: isEditor },
  versions: { max: 30, drafts: true },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Banner', ru: 'Баннер', uz: 'Banner' },
          fields: [
            {
              name: 'banner',
              label: { en: 'Banner', ru: 'Баннер', uz: 'Banner' },
              type: 'group',
              fields: [
                { name: 'title', label: LABELS.title, type: 'text', localized: true },
                { name: 'subtitle', label: { en: 'Subtitle', ru: 'Подзаголовок', uz: 'Kichik sarlavha' }, type: 'textarea', localized: true },
                {
                  name: 'image',
                  label: LABELS.image,
                  type: 'upload',
                  relationTo: 'media',
                  admin: {
                    description: {
                      en: 'The banner picture: phones, reduced motion and Save-Data see only it; it shows while the video loads, and covers a YouTube video until played. Best: the video’s first frame.',
                      ru: 'Картинка баннера: телефоны, режим уменьшенного движения и экономии трафика видят только её; она видна, пока грузится видео, и закрывает видео YouTube до запуска. Лучше всего — первый кадр видео.',
                      uz: 'Banner rasmi: telefonlar, kamaytirilgan harakat va trafikni tejash rejimida faqat u koʻrinadi; video yuklanayotganda va YouTube videosi ishga tushirilguncha koʻrsatiladi. Eng yaxshisi — videoning birinchi kadri.',
                    },
                  },
                },
                {
                  name: 'videoFiles',
                  label: { en: 'Video files', ru: 'Видеофайлы', uz: 'Video fayllar' },
                  type: 'upload',
                  relationTo: 'videos',
                  hasMany: true,
                  maxRows: 2,
                  admin: {
                    description: {
                      en: 'Optional background video, muted and looping on screens wider than 768 px: the same short clip as MP4 (H.264) and/or WebM.',
                      ru: 'Необязательное фоновое видео, без звука и по кругу на экранах шире 768 px: один короткий ролик в MP4 (H.264) и/или WebM.',
                      uz: 'Ixtiyoriy fon videosi, ovozsiz va takrorlanib, 768 px dan keng ekranlarda: bitta qisqa klip MP4 (H.264) va/yoki WebM koʻrinishida.',
                    },
                  },
                },
                {
                  name: 'video',
                  label: { en: 'Video link', ru: 'Ссылка на видео', uz: 'Video havolasi' },
                  type: 'text',
                  admin: {
                    description: {
                      en: 'Or a link instead of files: the https:// address of an .mp4 or .webm file (plays like an upload), or a YouTube video (plays after a click, from youtube-nocookie.com).',
                      ru: 'Или ссылка вместо файлов: адрес https:// файла .mp4 или .webm (играет как загруженный) или видео YouTube (играет после нажатия, с youtube-nocookie.com).',
                      uz: 'Yoki fayllar oʻrniga havola: .mp4 yoki .webm faylining https:// manzili (yuklangan fayl kabi ijro etiladi) yoki YouTube videosi (bosilgandan keyin, youtube-nocookie.com dan).',
                    },
                  },
                  validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: { videoFiles?: unknown[] | null } }) => {
                    if (!value) return true
                    const problem = bannerVideoLinkProblem(String(value))
                    if (problem) return ours(req.t)(`fieldChecks:${problem}`)
                    return siblingData?.videoFiles?.length ? ours(req.t)('fieldChecks:videoFilesOrLink') : true
                  },
                },
                {
                  name: 'newsCount',
                  label: { en: 'News in the carousel', ru: 'Новостей в карусели', uz: 'Karuseldagi yangiliklar' },
                  type: 'number',
                  defaultValue: 5,
                  min: 0,
                  max: 10,
                  admin: {
                    description: {
                      en: 'Latest news in the banner carousel.',
                      ru: 'Последние новости в карусели баннера.',
                      uz: 'Banner karuselidagi soʻnggi yangiliklar soni.',
                    },
                  },
                },
              ],
            },
          ],
        },
        {
          label: { en: 'About and journey', ru: 'Об университете и путь', uz: 'Universitet haqida va yoʻl' },
          fields: [
            section('about', { en: 'About', ru: 'Об университете', uz: 'Universitet haqida' }, [
              { name: 'text', label: LABELS.text, type: 'richText', localized: true },
              { name: 'image', label: LABELS.image, type: 'upload', relationTo: 'media' },
              path,
              {
                name: 'stats',
                label: { en: 'Figures', ru: 'Цифры', uz: 'Raqamlar' },
                labels: { singular: { en: 'Figure', ru: 'Цифра', uz: 'Raqam' }, plural: { en: 'Figures', ru: 'Цифры', uz: 'Raqamlar' } },
                type: 'array',
                maxRows: 4,
                fields: [
                  {
                    name: 'value',
                    label: { en: 'Value', ru: 'Значение', uz: 'Qiymat' },
                    type: 'text',
                    required: true,
                    admin: {
                      description: {
                        en: 'A number, with a sign after it if you like: 9000+, 95%. Each language shows it its own way (9,000+ / 9 000+).',
                        ru: 'Число, при желании со знаком после него: 9000+, 95%. Каждый язык покажет его по-своему (9,000+ / 9 000+).',
                        uz: 'Raqam, xohlasangiz undan keyin belgi bilan: 9000+, 95%. Har bir til uni oʻzicha koʻrsatadi (9,000+ / 9 000+).',
                      },
                    },
                  },
                  { name: 'label', label: { en: 'Caption', ru: 'Подпись', uz: 'Izoh' }, type: 'text', localized: true, required: true },
                ],
              },
            ]),
            section('journey', { en: 'Journey', ru: 'Путь в университет', uz: 'Universitetga yoʻl' }, [
              {
                name: 'steps',
                label: { en: 'Steps', ru: 'Шаги', uz: 'Qadamlar' },
                labels: { singular: { en: 'Step', ru: 'Шаг', uz: 'Qadam' }, plural: { en: 'Steps', ru: 'Шаги', uz: 'Qadamlar' } },
                type: 'array',
                maxRows: 6,
                fields: [
                  { name: 'title', label: LABELS.title, type: 'text', localized: true, required: true },
                  { name: 'text', label: LABELS.text, type: 'textarea', localized: true },
                ],
              },
            ]),
          ],
        },
        {
          label: { en: 'Lists', ru: 'Списки', uz: 'Roʻyxatlar' },
          fields: [
            section('faculties', { en: 'Faculties', ru: 'Факультеты', uz: 'Fakultetlar' }),
            section('news', { en: 'News', ru: 'Новости', uz: 'Yangiliklar' }),
            section('events', { en: 'Events', ru: 'Мероприятия', uz: 'Tadbirlar' }),
            section('partners', { en: 'Partners', ru: 'Партнёры', uz: 'Hamkorlar' }),
            section('clubs', { en: 'Clubs', ru: 'Клубы', uz: 'Klublar' }),
            section('gallery', { en: 'Gallery', ru: 'Галерея', uz: 'Galereya' }),
            section('team', { en: 'Team', ru: 'Команда', uz: 'Jamoa' }),
          ],
        },
        {
          label: { en: 'Rector, fee, contact', ru: 'Ректор, стоимость, контакты', uz: 'Rektor, kontrakt, aloqa' },
          fields: [
            section('rector', { en: 'Rector', ru: 'Ректор', uz: 'Rektor' }, [
              { name: 'name', label: LABELS.fullName, type: 'text', localized: true },
              { name: 'quote', label: { en: 'Quote', ru: 'Цитата', uz: 'Iqtibos' }, type: 'textarea', localized: true },
              { name: 'photo', label: LABELS.photo, type: 'upload', relationTo: 'media' },
              path,
            ]),
            section('tuition', { en: 'Tuition fee', ru: 'Стоимость обучения', uz: 'Toʻlov-kontrakt' }, [
              { name: 'text', label: LABELS.text, type: 'textarea', localized: true },
              path,
            ]),
            section('contact', { en: 'Contact', ru: 'Контакты', uz: 'Aloqa' }),
          ],
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal(TAGS.home)] },
}
