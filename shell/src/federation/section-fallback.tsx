import { buttonVariants, Container } from 'shared/singletons/ui'
import { shellCopy } from '../content/navigation'
import { ContactActions } from './contact-actions'

/**
 * The server's "couldn't load" area for a section whose release it cannot read: the same words as
 * the browser's (RemoteUnavailable), as plain HTML with a reload link, since it is shown before
 * (or without) any script. In the browser the section's root replaces it once the section loads.
 */
export function SectionFallback({ path }: { path: string }) {
  return (
    <div data-section-fallback="">
      <Container className="flex min-h-[70vh] flex-col items-center justify-center py-20 text-center">
        <div role="alert" className="max-w-xl">
          <h1 className="text-2xl font-bold text-ink-900">{shellCopy.remoteError.title}</h1>
          <p className="mt-3 text-ink-700">{shellCopy.remoteError.body}</p>
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={path} className={buttonVariants()}>
            {shellCopy.remoteError.retry}
          </a>
          <ContactActions />
        </div>
      </Container>
    </div>
  )
}
