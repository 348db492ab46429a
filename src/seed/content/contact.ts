// Demo offices for the contact page, and its map, in the three languages.
import type { Weekday } from '@/contact/shared/hours'

import { type L, l } from '../localized'

type Hours = { from: Weekday; to?: Weekday; opens: string; closes: string }
export type SeedOffice = { name: L; location: L; phone: string; email: string; hours: Hours[]; hoursNote?: L; inContactForm?: boolean }

const weekdays = (opens: string, closes: string): Hours => ({ from: 'mon', to: 'fri', opens, closes })
/** A numbered room in one of the lettered buildings. */
const room = (building: string, number: number): L => ({
  en: `Building ${building}, room ${number}`,
  ru: `Корпус ${building}, кабинет ${number}`,
  uz: `${building} bino, ${number}-xona`,
})
/** Deans' offices keep the same hours and close for lunch. */
const deansOffice = (name: L, location: L, phone: string, email: string): SeedOffice => ({
  name,
  location,
  phone,
  email,
  hours: [weekdays('09:00', '17:00')],
  hoursNote: l('Lunch break 13:00–14:00', 'Обед 13:00–14:00', 'Tushlik 13:00–14:00'),
})

/** Registan Square, Samarkand, from OpenStreetMap: no cookies, no key. */
export const seedMapEmbedUrl =
  'https://www.openstreetmap.org/export/embed.html?bbox=66.9698%2C39.6517%2C66.9818%2C39.6577&layer=mapnik&marker=39.6547%2C66.9758'
export const seedContactFormEmail = 'contact@registan.example.edu'

export const seedOffices: SeedOffice[] = [
  {
    name: l('Admissions office', 'Приёмная комиссия', 'Qabul komissiyasi'),
    location: room('A', 104),
    phone: '+998 66 233 00 20',
    email: 'admissions@registan.example.edu',
    hours: [weekdays('09:00', '18:00'), { from: 'sat', opens: '10:00', closes: '15:00' }],
    hoursNote: l(
      'From 20 June to 25 August also on Sundays, 10:00–14:00',
      'С 20 июня по 25 августа также по воскресеньям, 10:00–14:00',
      '20-iyundan 25-avgustgacha yakshanba kunlari ham, 10:00–14:00',
    ),
  },
  deansOffice(
    l('Dean’s office, Faculty of Computer Science', 'Деканат факультета компьютерных наук', 'Kompyuter fanlari fakulteti dekanati'),
    room('B', 312),
    '+998 66 233 00 31',
    'cs.dean@registan.example.edu',
  ),
  deansOffice(
    l('Dean’s office, Faculty of Economics', 'Деканат экономического факультета', 'Iqtisodiyot fakulteti dekanati'),
    room('C', 205),
    '+998 66 233 00 32',
    'economics.dean@registan.example.edu',
  ),
  {
    name: l('Accounting office', 'Бухгалтерия', 'Buxgalteriya'),
    location: room('A', 118),
    phone: '+998 66 233 00 40',
    email: 'accounting@registan.example.edu',
    hours: [weekdays('09:00', '16:00')],
    hoursNote: l(
      'Tuition payments and receipts; lunch break 13:00–14:00',
      'Оплата контракта и справки об оплате; обед 13:00–14:00',
      'Kontrakt toʻlovi va toʻlov maʼlumotnomalari; tushlik 13:00–14:00',
    ),
  },
  {
    name: l('Library and information centre', 'Информационно-ресурсный центр (библиотека)', 'Axborot-resurs markazi (kutubxona)'),
    location: l('Building D, ground floor', 'Корпус D, первый этаж', 'D bino, birinchi qavat'),
    phone: '+998 66 233 00 50',
    email: 'library@registan.example.edu',
    hours: [
      { from: 'mon', to: 'sat', opens: '08:00', closes: '20:00' },
      { from: 'sun', opens: '10:00', closes: '16:00' },
    ],
  },
  {
    name: l('International office', 'Отдел международных связей', 'Xalqaro aloqalar boʻlimi'),
    location: room('A', 305),
    phone: '+998 66 233 00 60',
    email: 'international@registan.example.edu',
    hours: [weekdays('09:00', '18:00')],
  },
]
