// The dashboard's applications per day: bars with the counts up the side and the dates along the
// bottom (Tashkent days, which the axis says), readable from a phone's width to a desktop's.
import { countTicks, dayLabel, dayTicks } from './perDayAxis'

type Props = {
  title: string
  days: [string, number][]
  language: string
  words: { days: string; count: string }
  style: React.CSSProperties
}

const HEIGHT = 120
const small = { fontSize: 12, lineHeight: 1.2, color: 'var(--theme-elevation-650)' } as const

export function PerDayChart({ title, days, language, words, style }: Props) {
  const counts = countTicks(Math.max(0, ...days.map(([, count]) => count)))
  const top = counts.at(-1)!
  const ticks = dayTicks(
    language,
    days.map(([day]) => day),
  )
  return (
    // A whole row of the dashboard's grid: thirty days need the width.
    <section style={{ ...style, gridColumn: '1 / -1' }} data-testid="dashboard-days">
      <h3 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{title}</h3>
      <figure style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto auto minmax(0, 1fr)', columnGap: 4 }}>
        <span data-testid="axis-count-title" style={{ ...small, writingMode: 'vertical-rl', transform: 'rotate(180deg)', textAlign: 'center' }}>
          {words.count}
        </span>
        <div aria-hidden="true" style={{ position: 'relative', height: HEIGHT, minWidth: '1.5rem' }} data-testid="axis-counts">
          {counts.map((count) => (
            <span key={count} style={{ ...small, position: 'absolute', right: 0, bottom: `${(count / top) * 100}%`, transform: 'translateY(50%)' }}>
              {count}
            </span>
          ))}
        </div>
        <ol
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            alignItems: 'flex-end',
            gap: 2,
            height: HEIGHT,
            borderLeft: '1px solid var(--theme-elevation-400)',
            borderBottom: '1px solid var(--theme-elevation-400)',
          }}
        >
          {days.map(([day, count]) => (
            <li
              key={day}
              title={`${dayLabel(language, day)}: ${count}`}
              aria-label={`${dayLabel(language, day)}: ${count}`}
              style={{
                flex: 1,
                minWidth: 3,
                height: `${Math.max(2, (count / top) * 100)}%`,
                background: count ? 'var(--theme-success-500)' : 'var(--theme-elevation-150)',
                borderRadius: '2px 2px 0 0',
              }}
            />
          ))}
        </ol>
        <span />
        <span />
        <div aria-hidden="true" style={{ position: 'relative', height: '1.4em', marginTop: 4 }} data-testid="axis-days">
          {ticks.map((tick, index) => (
            <span
              key={tick.label}
              style={{
                ...small,
                position: 'absolute',
                whiteSpace: 'nowrap',
                left: index === 0 ? 0 : undefined,
                right: index === ticks.length - 1 && index > 0 ? 0 : undefined,
                ...(index > 0 && index < ticks.length - 1 ? { left: `${tick.at}%`, transform: 'translateX(-50%)' } : {}),
              }}
            >
              {tick.label}
            </span>
          ))}
        </div>
        <span />
        <span />
        <figcaption data-testid="axis-days-title" style={{ ...small, textAlign: 'center' }}>
          {words.days}
        </figcaption>
      </figure>
    </section>
  )
}
