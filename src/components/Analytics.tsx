type Props = { yandexMetrikaId: string | null; googleTagId: string | null }

/**
 * Analytics counters from Settings; nothing is loaded unless an ID is set. Plain script
 * tags rendered on the server: the counters' own loaders are asynchronous already.
 */
export function Analytics({ yandexMetrikaId, googleTagId }: Props) {
  return (
    <>
      {yandexMetrikaId && (
        <script
          id="yandex-metrika"
          dangerouslySetInnerHTML={{
            __html: `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");ym(${JSON.stringify(yandexMetrikaId)},"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true});`,
          }}
        />
      )}
      {googleTagId && (
        <>
          <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(googleTagId)}`} />
          <script
            id="google-tag"
            dangerouslySetInnerHTML={{
              __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(googleTagId)});`,
            }}
          />
        </>
      )}
    </>
  )
}
