// Section banners drawn in halls where many people face one way: the lecture hall (programmes),
// the stage (events), the newsroom (news).
import { backOfHead, canvas, person, pick, sheet } from './draw'

/** Rows of listeners seen from behind, growing towards the viewer: the first row at y0. */
function audience(y0: number, rows: number, from: number, to: number, size: number, desk?: string) {
  const out: string[] = []
  for (let r = 0; r < rows; r++) {
    const s = size * (1 + r * 0.35)
    const y = y0 + r * size * 1.25
    const step = s * 1.3
    for (let x = from + (r % 2) * step * 0.5; x < to; x += step) out.push(backOfHead(x, y, s, Math.round(x / 37) + r))
    if (desk) out.push(`<rect x="${from - 60}" y="${y + s * 0.55}" width="${to - from + 120}" height="${s * 0.35}" fill="${desk}"/>`)
  }
  return out.join('')
}

/** Programmes: a lecturer beside a chart on the screen and formulas on the board, tiered rows of students. */
export const lectureHall = () =>
  canvas(
    '#e9dcc6',
    '#d8c3a0',
    `
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 160}" y="0" width="150" height="330" fill="#cdb48c" fill-opacity="0.45"/>`).join('')}
  <rect x="560" y="60" width="520" height="250" rx="6" fill="#1f4d3a" stroke="#8a6a45" stroke-width="12"/>
  <g stroke="#f1f5f9" stroke-width="5" fill="none" stroke-linecap="round">
    <path d="M600 120 h70 M690 105 v30 M675 120 h30 M720 120 h60"/><path d="M600 180 q40 -50 80 0 t80 0"/><path d="M800 110 l40 40 M840 110 l-40 40"/>
    <path d="M880 200 h140 M880 240 h90"/><circle cx="960" cy="130" r="32"/><path d="M960 130 l22 -22"/>
  </g>
  <rect x="1160" y="40" width="560" height="300" fill="#f8fafc" stroke="#94a3b8" stroke-width="6"/>
  <rect x="1200" y="80" width="200" height="14" fill="#4338ca"/>
  ${[120, 180, 150, 230, 200].map((h, i) => `<rect x="${1220 + i * 90}" y="${310 - h}" width="56" height="${h}" fill="${pick(['#6366f1', '#0ea5e9', '#22c55e', '#f59e0b', '#ec4899'], i)}"/>`).join('')}
  <rect x="1200" y="310" width="480" height="4" fill="#475569"/>
  <path d="M0 330 H1920 V640 H0Z" fill="#b08d62"/>
  <path d="M1480 360 h110 l-12 96 h-86Z" fill="#6b4a2b"/>
  ${person({ x: 1400, y: 450, h: 190, i: 6 })}
  <path d="M1414 318 L1470 250" stroke="#f1c7a5" stroke-width="8" stroke-linecap="round"/>
  ${audience(500, 3, 120, 1860, 48, '#7a5a36')}
`,
  )

/** Events: a speaker at a lectern in the spotlights, a screen behind, the audience in the dark. */
export const stageAndAudience = () =>
  canvas(
    '#1e0b36',
    '#3b1466',
    `
  <rect x="0" y="0" width="1920" height="60" fill="#7f1d1d"/>
  <path d="M0 0 H260 Q230 250 280 460 H0Z" fill="#991b1b"/><path d="M1920 0 H1660 Q1690 250 1640 460 H1920Z" fill="#991b1b"/>
  ${[60, 130, 200].map((x) => `<path d="M${x} 0 Q${x - 20} 240 ${x + 10} 460" stroke="#7f1d1d" stroke-width="10" fill="none"/>`).join('')}
  ${[1740, 1810, 1880].map((x) => `<path d="M${x} 0 Q${x + 20} 240 ${x - 10} 460" stroke="#7f1d1d" stroke-width="10" fill="none"/>`).join('')}
  <rect x="620" y="80" width="680" height="300" rx="6" fill="#312e81"/>
  <rect x="650" y="110" width="620" height="240" fill="#4c1d95"/>
  <circle cx="960" cy="200" r="56" fill="#f0abfc"/><rect x="790" y="280" width="340" height="20" rx="6" fill="#f5d0fe"/><rect x="850" y="314" width="220" height="14" rx="6" fill="#e9d5ff"/>
  <path d="M480 0 L380 470 H640Z" fill="#fde68a" fill-opacity="0.22"/><path d="M1440 0 L1280 470 H1560Z" fill="#fde68a" fill-opacity="0.22"/>
  <path d="M1140 0 L1000 470 H1300Z" fill="#fef9c3" fill-opacity="0.28"/>
  <path d="M0 460 H1920 V640 H0Z" fill="#2a0f4a"/><rect x="240" y="440" width="1440" height="30" fill="#78350f"/>
  ${person({ x: 1150, y: 450, h: 190, i: 3 })}
  <path d="M1080 370 h140 l-18 80 h-104Z" fill="#451a03"/><rect x="1112" y="392" width="76" height="22" rx="4" fill="#fbbf24"/>
  <path d="M1130 370 l10 -44" stroke="#111827" stroke-width="4"/><circle cx="1141" cy="322" r="7" fill="#111827"/>
  ${person({ x: 760, y: 450, h: 170, i: 7, long: true })}
  <g fill-opacity="0.95">${audience(520, 2, 60, 1880, 64)}</g>
  <rect x="1320" y="480" width="26" height="44" rx="4" fill="#111827"/><rect x="1324" y="484" width="18" height="32" fill="#a78bfa"/>
`,
  )

/** News: the newsroom's wall of screens, reporters at their desks, today's paper, a camera and a microphone. */
export const newsroom = () =>
  canvas(
    '#cbd5e1',
    '#e2e8f0',
    `
  <rect x="0" y="0" width="1920" height="380" fill="#94a3b8" fill-opacity="0.35"/>
  ${Array.from({ length: 6 }, (_, i) => {
    const x = 560 + (i % 3) * 290
    const y = 40 + Math.floor(i / 3) * 170
    const inside = [
      `<circle cx="${x + 130}" cy="${y + 75}" r="48" fill="#38bdf8"/><path d="M${x + 82} ${y + 75} h96 M${x + 130} ${y + 27} v96" stroke="#e0f2fe" stroke-width="4"/>`,
      `<rect x="${x + 30}" y="${y + 30}" width="200" height="18" fill="#f8fafc"/><rect x="${x + 30}" y="${y + 60}" width="140" height="12" fill="#cbd5e1"/><rect x="${x + 30}" y="${y + 112}" width="200" height="18" fill="#dc2626"/>`,
      `<path d="M${x + 30} ${y + 120} l50 -40 l40 20 l60 -60 l40 30" stroke="#facc15" stroke-width="6" fill="none"/>`,
    ][i % 3]
    return `<rect x="${x}" y="${y}" width="260" height="150" rx="6" fill="#0f172a"/>${inside}`
  }).join('')}
  <path d="M0 380 H1920 V640 H0Z" fill="#64748b"/>
  <rect x="120" y="430" width="1000" height="26" fill="#e2e8f0"/><rect x="140" y="456" width="20" height="180" fill="#475569"/><rect x="1080" y="456" width="20" height="180" fill="#475569"/>
  ${[260, 560, 860].map((x, n) => `${backOfHead(x, 420, 110, n + 2)}<rect x="${x + 40}" y="330" width="150" height="100" rx="6" fill="#1e293b"/><rect x="${x + 48}" y="338" width="134" height="84" fill="#7dd3fc"/>`).join('')}
  ${sheet(1280, 360, 300, 250, -6, 7)}<rect x="1310" y="380" width="240" height="34" fill="#0f172a" transform="rotate(-6 1280 360)"/>
  <rect x="1430" y="440" width="110" height="80" fill="#fca5a5" transform="rotate(-6 1280 360)"/>
  <path d="M1700 640 l40 -200 M1780 640 l-40 -200 M1740 640 v-200" stroke="#1e293b" stroke-width="8"/>
  <rect x="1680" y="360" width="130" height="84" rx="10" fill="#111827"/><circle cx="1830" cy="402" r="34" fill="#111827"/><circle cx="1830" cy="402" r="20" fill="#475569"/>
  <rect x="1700" y="376" width="22" height="14" fill="#dc2626"/>
  <path d="M1620 640 v-160" stroke="#334155" stroke-width="8"/><rect x="1604" y="440" width="32" height="54" rx="16" fill="#dc2626"/><rect x="1600" y="486" width="40" height="14" fill="#f8fafc"/>
`,
  )
