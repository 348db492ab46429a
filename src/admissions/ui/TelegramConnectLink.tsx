// "Get updates in Telegram": a plain link to the university's bot with the application's signed
// start token (src/telegram/linkTokens.ts); shown only when the server sent one.
export type TelegramLink = { href: string; label: string; hint: string }
type Props = TelegramLink & { className?: string }

export function TelegramConnectLink({ href, label, hint, className = '' }: Props) {
  return (
    <div className={`text-center ${className}`} data-testid="telegram-connect">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-sky-700 px-6 py-3 font-semibold text-white hover:bg-sky-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
          <path d="M21.9 4.6 18.7 19.7c-.2 1-.9 1.3-1.7.8l-4.8-3.5-2.3 2.2c-.3.3-.5.5-1 .5l.3-4.9 8.9-8c.4-.3-.1-.5-.6-.2l-11 6.9-4.7-1.5c-1-.3-1-1 .2-1.5L20.6 3.2c.9-.3 1.6.2 1.3 1.4Z" />
        </svg>
        {label}
      </a>
      <p className="mt-2 text-sm text-slate-600">{hint}</p>
    </div>
  )
}
