import { buttonClass } from '../../ui/button.tsx'
import styles from './error-page.module.css'

/**
 * ROUTE-4, ROUTE-8: the error page: the status, the message as the heading (`Page Not Found: /foo`), an
 * illustration, and Back Home. Back Home is a plain link, a full load of `/`: after a failed load the
 * router's state is not worth keeping.
 */
export function ErrorPage({ status, message }: { readonly status: number; readonly message: string }) {
  return (
    <section className={styles.page} aria-labelledby="pf-error-title">
      <NotFoundImage status={status} />
      <div className={styles.text}>
        <p className={styles.status}>Error {status}</p>
        <h1 id="pf-error-title" className={styles.title}>
          {message}
        </h1>
        <p className={styles.hint}>
          {status === 404
            ? 'The page may have moved, or the address may be mistyped. Search for a part number above, or start again from the home page.'
            : 'Something went wrong while loading this page. Please try again in a moment.'}
        </p>
        <a href="/" className={buttonClass('primary')}>
          Back Home
        </a>
      </div>
    </section>
  )
}

/** The 404 picture: a chip with a pin missing, drawn in the token colours (decorative). */
function NotFoundImage({ status }: { readonly status: number }) {
  const pins = [0, 1, 2, 3, 4]
  return (
    <svg className={styles.image} viewBox="0 0 240 180" role="img" aria-label={`${status} illustration: a chip with a missing pin`}>
      <rect className={styles.board} x="10" y="10" width="220" height="160" rx="10" />
      {pins.map((pin) => (
        <g key={pin}>
          {pin === 3 ? null : <rect className={styles.pin} x={62 + pin * 26} y="30" width="12" height="22" rx="2" />}
          <rect className={styles.pin} x={62 + pin * 26} y="128" width="12" height="22" rx="2" />
        </g>
      ))}
      <rect className={styles.chip} x="50" y="50" width="140" height="80" rx="6" />
      <circle className={styles.notch} cx="66" cy="66" r="5" />
      <text className={styles.code} x="120" y="102" textAnchor="middle">
        {status}
      </text>
      <path className={styles.trace} d="M146 30 V20 H214 V84" />
    </svg>
  )
}
