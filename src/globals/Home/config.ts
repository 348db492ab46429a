import type { Field, GlobalConfig } from 'payload'

import { anyone, isEditor } from '@/access'
import { revalidateGlobal } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { bannerVideoLinkProblem } from '@/lib/video'

const title = (defaultHint: string): Field => ({
  name: 'title',
  type: 'text',
  localized: true,
  admin: { description: `Section heading; the site's own wording (“${defaultHint}”) when empty.` },
})

const section = (name: string, label: string, hint: string, fields: Field[] = []): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'enabled', type: 'checkbox', defaultValue: true, label: 'Show this section' },
    title(hint),
    ...fields,
  ],
})

const path: Field = {
  name: 'link',
  type: 'text',
  admin: { description: 'Where “more” leads: a path such as /static/about-university.' },
}

/** Every section of the home page, in the order the page shows them. */
export const Home: GlobalConfig = {
  slug: 'home',
  admin: { group: 'Site' },
  access: { read: anyone, update: isEditor },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Banner',
          fields: [
            {
              name: 'banner',
              type: 'group',
              fields: [
                { name: 'title', type: 'text', localized: true },
                { name: 'subtitle', type: 'textarea', localized: true },
                {
                  name: 'image',
                  type: 'upload',
                  relationTo: 'media',
                  admin: { description: 'The banner picture: phones, reduced motion and Save-Data see only it; it shows while the video loads, and covers a YouTube video until played. Best: the video’s first frame.' },
                },
                {
                  name: 'videoFiles',
                  label: 'Video files',
                  type: 'upload',
                  relationTo: 'videos',
                  hasMany: true,
                  maxRows: 2,
                  admin: { description: 'Optional background video, muted and looping on screens wider than 768 px: the same short clip as MP4 (H.264) and/or WebM.' },
                },
                {
                  name: 'video',
                  label: 'Video link',
                  type: 'text',
                  admin: {
                    description: 'Or a link instead of files: the https:// address of an .mp4 or .webm file (plays like an upload), or a YouTube video (plays after a click, from youtube-nocookie.com).',
                  },
                  validate: (value: unknown, { siblingData }: { siblingData: { videoFiles?: unknown[] | null } }) => {
                    if (!value) return true
                    const problem = bannerVideoLinkProblem(String(value))
                    if (problem) return problem
                    return siblingData?.videoFiles?.length ? 'Give video files or a link, not both: remove one.' : true
                  },
                },
                { name: 'newsCount', type: 'number', defaultValue: 5, min: 0, max: 10, admin: { description: 'Latest news in the banner carousel.' } },
              ],
            },
          ],
        },
        {
          label: 'About and journey',
          fields: [
            section('about', 'About', 'About the university', [
              { name: 'text', type: 'richText', localized: true },
              { name: 'image', type: 'upload', relationTo: 'media' },
              path,
              {
                name: 'stats',
                type: 'array',
                maxRows: 4,
                fields: [
                  { name: 'value', type: 'text', required: true },
                  { name: 'label', type: 'text', localized: true, required: true },
                ],
              },
            ]),
            section('journey', 'Journey', 'Your way to the university', [
              {
                name: 'steps',
                type: 'array',
                maxRows: 6,
                fields: [
                  { name: 'title', type: 'text', localized: true, required: true },
                  { name: 'text', type: 'textarea', localized: true },
                ],
              },
            ]),
          ],
        },
        {
          label: 'Lists',
          fields: [
            section('faculties', 'Faculties', 'Faculties'),
            section('news', 'News', 'News'),
            section('events', 'Events', 'Events'),
            section('partners', 'Partners', 'Partners'),
            section('clubs', 'Clubs', 'Clubs'),
            section('gallery', 'Gallery', 'Gallery'),
            section('team', 'Team', 'Our team'),
          ],
        },
        {
          label: 'Rector, fee, contact',
          fields: [
            section('rector', 'Rector', 'Rector', [
              { name: 'name', type: 'text', localized: true },
              { name: 'quote', type: 'textarea', localized: true },
              { name: 'photo', type: 'upload', relationTo: 'media' },
              path,
            ]),
            section('tuition', 'Tuition fee', 'Tuition fee', [{ name: 'text', type: 'textarea', localized: true }, path]),
            section('contact', 'Contact', 'Contact us'),
          ],
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal(TAGS.home)] },
}
