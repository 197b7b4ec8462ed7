const reloadCopy = 'Reload the page'

/** A plain link to the page itself: a full reload, which also clears what the browser cached as failed. */
export function ReloadLink() {
  return (
    <a className="font-semibold text-brand-700 underline" href={typeof location === 'undefined' ? '' : location.href}>
      {reloadCopy}
    </a>
  )
}
