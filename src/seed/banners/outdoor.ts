// Section banners drawn outdoors: the campus façade (faculties), the city and the entrance
// (contact), a group of people (team and clubs).
import { canvas, person, tree, windows } from './draw'

/** A ribbed blue dome on a drum, as on Samarkand's old buildings: centre x, base y, r wide. */
const dome = (x: number, y: number, r: number) => `
  <rect x="${x - r * 0.8}" y="${y - r * 0.5}" width="${r * 1.6}" height="${r * 0.5}" fill="#d6c7a1"/>
  <path d="M${x - r} ${y - r * 0.45} C ${x - r} ${y - r * 1.9}, ${x + r} ${y - r * 1.9}, ${x + r} ${y - r * 0.45}Z" fill="#1f7fb8"/>
  ${[-0.6, -0.2, 0.2, 0.6].map((k) => `<path d="M${x + k * r} ${y - r * 0.45} Q ${x + k * r * 0.5} ${y - r * 1.4} ${x} ${y - r * 1.52}" stroke="#5fb3e0" stroke-width="${r * 0.05}" fill="none"/>`).join('')}
  <rect x="${x - 2}" y="${y - r * 1.8}" width="4" height="${r * 0.32}" fill="#d6c7a1"/>`

/** A minaret: centre x, base y, h tall. */
const minaret = (x: number, y: number, h: number) => `
  <path d="M${x - h * 0.06} ${y} L${x - h * 0.045} ${y - h} H${x + h * 0.045} L${x + h * 0.06} ${y}Z" fill="#c9b48a"/>
  <rect x="${x - h * 0.07}" y="${y - h * 0.92}" width="${h * 0.14}" height="${h * 0.06}" fill="#1f7fb8"/>
  <rect x="${x - h * 0.05}" y="${y - h * 0.4}" width="${h * 0.1}" height="${h * 0.05}" fill="#1f7fb8"/>
  <path d="M${x - h * 0.05} ${y - h} Q ${x} ${y - h * 1.12} ${x + h * 0.05} ${y - h}Z" fill="#1f7fb8"/>`

/** Faculties: the university's main building with its portico and dome, lawn and students. */
export const campusFacade = () =>
  canvas(
    '#8ec5ea',
    '#e4f1f8',
    `
  <circle cx="1640" cy="110" r="56" fill="#fde68a"/>
  <ellipse cx="420" cy="120" rx="120" ry="26" fill="#ffffff" fill-opacity="0.8"/><ellipse cx="1320" cy="80" rx="90" ry="20" fill="#ffffff" fill-opacity="0.7"/>
  ${dome(1180, 210, 110)}
  <rect x="660" y="220" width="1040" height="300" fill="#efe4c8"/>
  <rect x="660" y="220" width="1040" height="22" fill="#d6c7a1"/>
  ${windows(690, 270, 5, 3, 38, 54, 22, '#5b7fa6')}
  ${windows(1390, 270, 5, 3, 38, 54, 22, '#5b7fa6')}
  <path d="M960 230 L1180 130 L1400 230Z" fill="#e7d8b2"/><path d="M1010 222 L1180 150 L1350 222Z" fill="#d6c7a1"/>
  <rect x="960" y="230" width="440" height="24" fill="#d6c7a1"/>
  ${Array.from({ length: 7 }, (_, i) => `<rect x="${978 + i * 62}" y="254" width="26" height="236" fill="#faf5e8"/><rect x="${972 + i * 62}" y="254" width="38" height="10" fill="#d6c7a1"/>`).join('')}
  <path d="M1140 490 V410 a40 40 0 0 1 80 0 V490Z" fill="#6b4a2b"/>
  <rect x="930" y="490" width="500" height="12" fill="#d6c7a1"/><rect x="900" y="502" width="560" height="12" fill="#cbb98f"/><rect x="870" y="514" width="620" height="12" fill="#bfae84"/>
  <rect x="1178" y="96" width="4" height="40" fill="#475569"/><path d="M1182 98 h34 l-8 9 l8 9 h-34Z" fill="#1d4ed8"/>
  <path d="M0 526 H1920 V640 H0Z" fill="#7cb35a"/>
  <path d="M1080 526 L1280 526 L1420 640 L940 640Z" fill="#e7dcc2"/>
  ${tree(600, 540, 110, '#3f7d3a')}${tree(1800, 540, 120, '#4d8c45')}${tree(470, 560, 80, '#2f6b33')}
  ${person({ x: 1080, y: 600, h: 120, i: 1 })}${person({ x: 1118, y: 604, h: 118, i: 4, long: true })}
  ${person({ x: 1330, y: 590, h: 104, i: 2, scarf: true })}${person({ x: 1560, y: 620, h: 130, i: 5 })}
  ${person({ x: 820, y: 610, h: 110, i: 3 })}
`,
  )

/** Contact: Samarkand's domes and minarets behind, the university's entrance and a map pin in front. */
export const cityEntrance = () =>
  canvas(
    '#f4b183',
    '#fde9d2',
    `
  <g fill="#c79a7a" fill-opacity="0.7">
    <rect x="120" y="300" width="120" height="200"/><rect x="260" y="250" width="90" height="250"/><rect x="370" y="320" width="150" height="180"/>
  </g>
  ${minaret(560, 470, 300)}${dome(720, 420, 90)}
  <rect x="620" y="330" width="200" height="170" fill="#c9b48a"/><path d="M670 500 V390 a50 60 0 0 1 100 0 V500Z" fill="#1f7fb8"/>
  ${minaret(880, 470, 260)}${dome(1030, 440, 70)}
  <rect x="960" y="380" width="140" height="120" fill="#d8c49a"/>
  <path d="M0 500 H1920 V640 H0Z" fill="#8f8b85"/>
  <path d="M0 560 H1920" stroke="#f8fafc" stroke-width="6" stroke-dasharray="60 40"/>
  <rect x="0" y="496" width="1920" height="14" fill="#cbd5e1"/>
  <rect x="1180" y="170" width="560" height="330" fill="#f1ead8"/>
  <rect x="1180" y="170" width="560" height="26" fill="#0f766e"/>
  ${windows(1210, 230, 3, 3, 40, 50, 24, '#5b8fa8')}${windows(1590, 230, 2, 3, 40, 50, 24, '#5b8fa8')}
  <path d="M1360 500 V300 H1560 V500Z" fill="#0f766e"/>
  <path d="M1390 500 V370 a70 70 0 0 1 140 0 V500Z" fill="#e0f2f1"/>
  <path d="M1410 500 V378 a50 50 0 0 1 100 0 V500Z" fill="#4b3a2a"/><rect x="1458" y="380" width="4" height="120" fill="#2b2118"/>
  <rect x="1400" y="316" width="120" height="34" rx="4" fill="#fef3c7"/><path d="M1460 322 l14 6 v8 c0 6 -6 10 -14 12 c-8 -2 -14 -6 -14 -12 v-8Z" fill="#0f766e"/>
  <rect x="1340" y="500" width="240" height="10" fill="#d6cfc0"/>
  <rect x="1290" y="380" width="6" height="120" fill="#334155"/><circle cx="1293" cy="374" r="12" fill="#fde68a"/>
  <rect x="1624" y="380" width="6" height="120" fill="#334155"/><circle cx="1627" cy="374" r="12" fill="#fde68a"/>
  <path d="M1460 260 c-34 -40 -46 -60 -46 -84 a46 46 0 0 1 92 0 c0 24 -12 44 -46 84Z" fill="#dc2626"/><circle cx="1460" cy="176" r="17" fill="#ffffff"/>
  <rect x="1000" y="520" width="150" height="46" rx="16" fill="#1d4ed8"/><rect x="1020" y="500" width="100" height="30" rx="10" fill="#1d4ed8"/>
  <rect x="1030" y="506" width="36" height="18" fill="#bfdbfe"/><rect x="1074" y="506" width="36" height="18" fill="#bfdbfe"/>
  <circle cx="1030" cy="566" r="13" fill="#111827"/><circle cx="1120" cy="566" r="13" fill="#111827"/>
  ${person({ x: 1250, y: 540, h: 110, i: 2 })}${person({ x: 1700, y: 546, h: 112, i: 5, scarf: true })}
  ${tree(230, 510, 70, '#5d8a3a')}${tree(1840, 510, 80, '#4d7c32')}
`,
  )

/** People: staff and students together for a group photograph in the courtyard. */
export const groupPhoto = () => {
  const back = [0, 1, 2, 3, 4, 5].map((n) => person({ x: 940 + n * 120, y: 520, h: 250, i: n + 2, long: n === 1 || n === 4, scarf: n === 3 }))
  const front = [0, 1, 2, 3, 4].map((n) => person({ x: 1000 + n * 120, y: 600, h: 230, i: n + 7, long: n === 2, scarf: n === 4 }))
  return canvas(
    '#fcd9c4',
    '#f8ead8',
    `
  <rect x="700" y="110" width="1220" height="420" fill="#e9c9a8"/>
  ${Array.from({ length: 6 }, (_, i) => `<path d="M${760 + i * 190} 470 V240 a70 80 0 0 1 140 0 V470Z" fill="#d9a97f"/><path d="M${780 + i * 190} 470 V250 a50 60 0 0 1 100 0 V470Z" fill="#2f6f8f" fill-opacity="0.55"/>`).join('')}
  <rect x="700" y="110" width="1220" height="30" fill="#b0754a"/>
  <path d="M0 470 H1920 V640 H0Z" fill="#c9a27a"/>
  ${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 200}" y="470" width="196" height="170" fill="#d4b08a" fill-opacity="${i % 2 ? 0.6 : 0.3}"/>`).join('')}
  ${tree(560, 500, 120, '#4d7c32')}${tree(380, 520, 90, '#5d8a3a')}
  <rect x="1800" y="330" width="70" height="150" rx="30" fill="#4d7c32"/>
  ${back.join('')}${front.join('')}
`,
  )
}
