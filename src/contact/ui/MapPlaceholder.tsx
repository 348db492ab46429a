// What the map's box shows until the provider's map has painted over it: a drawn street plan
// with the university's name and address on a card. It is plain markup under the frame (an
// iframe is transparent until its page paints), so it needs no script and no request, and a
// visitor whose browser never loads the frame still sees where to go.
type Props = { name: string; addressLines: string[]; loadingLabel: string }

export function MapPlaceholder({ name, addressLines, loadingLabel }: Props) {
  return (
    // Hidden from screen readers: the same address stands in the contact details above.
    <div aria-hidden="true" className="absolute inset-0 grid place-items-center overflow-hidden bg-[#eef1e6] p-4" data-testid="contact-map-placeholder">
      <StreetPlan />
      <div className="relative flex max-w-sm items-start gap-3 rounded-lg bg-white/95 p-4 text-sm shadow-md ring-1 ring-slate-900/10">
        <svg width="28" height="36" viewBox="0 0 28 36" className="mt-0.5 shrink-0">
          <path d="M14 35S1 21.5 1 13a13 13 0 0 1 26 0c0 8.5-13 22-13 22Z" fill="#b91c1c" />
          <circle cx="14" cy="13" r="5" fill="#fff" />
        </svg>
        <div>
          <p className="font-semibold text-slate-900">{name}</p>
          {addressLines.map((line) => (
            <p key={line} className="text-slate-700">
              {line}
            </p>
          ))}
          <p className="mt-2 text-xs text-slate-600">{loadingLabel}</p>
        </div>
      </div>
    </div>
  )
}

/** Blocks, streets, a park and a canal: enough of a town plan to read as a map at a glance. */
function StreetPlan() {
  return (
    <svg viewBox="0 0 800 450" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 h-full w-full">
      <path d="M-20 330 C 160 290, 300 380, 470 330 S 720 300, 820 340" fill="none" stroke="#a5d0ec" strokeWidth="26" />
      <rect x="70" y="40" width="190" height="120" rx="10" fill="#cfe5bf" />
      <rect x="560" y="250" width="170" height="60" rx="10" fill="#cfe5bf" />
      <g fill="#e2e4dc">
        <rect x="300" y="40" width="140" height="120" rx="6" />
        <rect x="480" y="40" width="250" height="120" rx="6" />
        <rect x="70" y="200" width="190" height="80" rx="6" />
        <rect x="300" y="200" width="220" height="80" rx="6" />
        <rect x="70" y="380" width="330" height="60" rx="6" />
        <rect x="440" y="380" width="290" height="60" rx="6" />
      </g>
      <g stroke="#ffffff" strokeLinecap="round">
        <path d="M0 180H800M0 360H800" strokeWidth="18" />
        <path d="M280 0V450M540 0V240M460 360V450" strokeWidth="14" />
        <path d="M0 20H800M50 0V450M750 0V450" strokeWidth="8" />
      </g>
      <path d="M0 180H800" stroke="#f6d58e" strokeWidth="6" />
    </svg>
  )
}
