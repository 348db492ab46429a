// Section banners drawn in rooms: the archive (documents), the admissions desk (admissions), the
// library's catalogue (search).
import { backOfHead, books, canvas, person, pick, sheet, windows } from './draw'

const BINDERS = ['#1d4ed8', '#b91c1c', '#047857', '#ca8a04', '#7c3aed', '#0f766e', '#c2410c']
const SPINES = ['#7f1d1d', '#1e3a8a', '#14532d', '#78350f', '#4c1d95', '#0c4a6e', '#9a3412', '#3f3f46']

/** Lever-arch binders on a shelf: a spine with its label and finger hole each. */
function binders(x: number, y: number, count: number, seed: number) {
  return Array.from({ length: count }, (_, i) => {
    const bx = x + i * 46
    const colour = pick(BINDERS, seed + i)
    return `<rect x="${bx}" y="${y - 120}" width="42" height="120" rx="3" fill="${colour}"/><rect x="${bx + 8}" y="${y - 104}" width="26" height="36" rx="2" fill="#f8fafc"/><circle cx="${bx + 21}" cy="${y - 40}" r="7" fill="#0f172a" fill-opacity="0.45"/>`
  }).join('')
}

/** Documents: shelves of binders and archive boxes, a desk with stacks of papers, a folder and a stamp. */
export const archiveShelves = () =>
  canvas(
    '#e7e0d4',
    '#d6ccbb',
    `
  <rect x="380" y="20" width="1500" height="440" fill="#8b6b4a"/>
  ${[160, 300, 440].map((y) => `<rect x="380" y="${y}" width="1500" height="16" fill="#6b4f35"/>`).join('')}
  ${binders(410, 160, 10, 0)}${binders(900, 160, 6, 3)}
  ${Array.from({ length: 4 }, (_, i) => `<rect x="${1200 + i * 160}" y="70" width="150" height="90" rx="4" fill="#d6b98c"/><rect x="${1250 + i * 160}" y="96" width="50" height="22" rx="3" fill="#f8fafc"/>`).join('')}
  ${Array.from({ length: 5 }, (_, i) => `<rect x="${410 + i * 150}" y="214" width="140" height="86" rx="4" fill="#e5d3b3"/><rect x="${450 + i * 150}" y="236" width="60" height="20" rx="3" fill="#78716c"/>`).join('')}
  ${binders(1180, 300, 14, 5)}
  ${binders(410, 440, 8, 2)}${binders(800, 440, 22, 4)}
  <path d="M0 460 H1920 V640 H0Z" fill="#a8a29e"/>
  <rect x="620" y="470" width="1160" height="36" fill="#78350f"/><rect x="660" y="506" width="30" height="134" fill="#57260d"/><rect x="1710" y="506" width="30" height="134" fill="#57260d"/>
  ${[0, 1, 2, 3, 4, 5].map((n) => sheet(760 + n * 2, 404 - n * 11, 200, 70, 0, 0)).join('')}
  <path d="M1000 470 l40 -50 h230 l-20 50Z" fill="#f59e0b"/>${sheet(1060, 392, 190, 66, -3, 4)}
  ${sheet(1330, 380, 150, 96, 5, 5)}
  <rect x="1540" y="418" width="56" height="18" rx="4" fill="#1e293b"/><rect x="1558" y="380" width="20" height="40" rx="8" fill="#b91c1c"/><circle cx="1568" cy="376" r="16" fill="#b91c1c"/>
  <circle cx="1470" cy="440" r="18" fill="none" stroke="#b91c1c" stroke-width="4"/>
  <rect x="1620" y="440" width="120" height="8" rx="4" fill="#1d4ed8" transform="rotate(-20 1620 440)"/>
`,
  )

/** Admissions: an officer at the desk, two applicants with their forms, the flag stand and the queue screen. */
export const admissionsDesk = () =>
  canvas(
    '#d1fae5',
    '#ecfdf5',
    `
  <rect x="0" y="40" width="640" height="330" fill="#a7f3d0" fill-opacity="0.6"/>${windows(40, 70, 4, 2, 130, 120, 20, '#bae6fd')}
  <rect x="1560" y="60" width="220" height="120" rx="8" fill="#064e3b"/><rect x="1590" y="86" width="70" height="70" rx="6" fill="#34d399"/><rect x="1680" y="92" width="70" height="24" rx="4" fill="#fbbf24"/><rect x="1680" y="126" width="50" height="24" rx="4" fill="#a7f3d0"/>
  <rect x="700" y="40" width="80" height="360" rx="6" fill="#047857"/><rect x="712" y="60" width="56" height="56" rx="28" fill="#fbbf24"/><rect x="712" y="140" width="56" height="10" fill="#ecfdf5"/><rect x="712" y="160" width="40" height="10" fill="#ecfdf5"/>
  <rect x="736" y="400" width="8" height="70" fill="#334155"/>
  <path d="M0 470 H1920 V640 H0Z" fill="#9ca3af"/>
  ${person({ x: 1280, y: 560, h: 230, i: 4, scarf: true })}
  <rect x="1100" y="390" width="150" height="96" rx="6" fill="#1e293b" transform="skewX(-8)"/><rect x="1120" y="400" width="120" height="74" fill="#6ee7b7" transform="skewX(-8)"/>
  <rect x="860" y="430" width="900" height="40" rx="6" fill="#065f46"/><rect x="880" y="470" width="860" height="170" fill="#047857"/>
  <rect x="1240" y="500" width="120" height="60" rx="8" fill="#fbbf24"/><path d="M1270 530 l18 18 l34 -34" stroke="#065f46" stroke-width="8" fill="none"/>
  ${sheet(1000, 396, 120, 40, -4, 3)}${sheet(1420, 392, 130, 42, 6, 3)}
  ${backOfHead(980, 540, 170, 1)}${backOfHead(1560, 540, 170, 2)}
  ${sheet(1050, 470, 110, 150, 12, 7)}
  <rect x="1088" y="540" width="40" height="14" fill="#16a34a" transform="rotate(12 1050 470)"/>
`,
  )

/** Search: the library's shelves, the card catalogue with its drawers, a ladder and a magnifying glass. */
export const libraryCatalogue = () =>
  canvas(
    '#e0f2fe',
    '#f0f9ff',
    `
  ${[0, 1]
    .map((side) => {
      const x = side ? 1500 : 0
      return `<rect x="${x}" y="20" width="420" height="560" fill="#7c5a3a"/>${[130, 250, 370, 490].map((y, n) => `${books(x + 16, y, 388, n * 5 + side * 11, SPINES)}<rect x="${x}" y="${y}" width="420" height="14" fill="#5b4129"/>`).join('')}`
    })
    .join('')}
  <path d="M430 540 H1490 V640 H430Z" fill="#7dd3fc" fill-opacity="0.45"/>
  <rect x="420" y="540" width="1080" height="100" fill="#bae6fd"/>
  <rect x="780" y="140" width="520" height="400" rx="8" fill="#92603a"/>
  ${Array.from({ length: 24 }, (_, i) => {
    const x = 800 + (i % 6) * 82
    const y = 160 + Math.floor(i / 6) * 92
    return `<rect x="${x}" y="${y}" width="76" height="84" rx="4" fill="#b07a4c"/><rect x="${x + 20}" y="${y + 16}" width="36" height="18" rx="2" fill="#f8fafc"/><rect x="${x + 28}" y="${y + 48}" width="20" height="10" rx="5" fill="#fbbf24"/>`
  }).join('')}
  <rect x="1020" y="80" width="160" height="60" rx="4" fill="#b07a4c"/>${sheet(1040, 40, 60, 70, -8, 4)}${sheet(1100, 44, 60, 70, 6, 4)}
  <path d="M1380 600 L1460 40 M1470 600 L1540 40" stroke="#a16207" stroke-width="12"/>
  ${Array.from({ length: 8 }, (_, i) => `<path d="M${1388 + i * 9.5} ${540 - i * 66} h${86}" stroke="#a16207" stroke-width="10"/>`).join('')}
  <circle cx="640" cy="330" r="92" fill="#e0f2fe" fill-opacity="0.5" stroke="#0369a1" stroke-width="22"/>
  <path d="M705 395 L800 490" stroke="#0c4a6e" stroke-width="30" stroke-linecap="round"/>
  ${person({ x: 560, y: 620, h: 200, i: 10, long: true })}
`,
  )
