import { useEffect, useState } from 'react'
import { markAppReady } from '../routing/app-ready'
import { Button, Container, ReloadLink } from 'shared/singletons/ui'
import { shellCopy } from '../content/navigation'
import { ContactActions } from './contact-actions'
import { useUnavailableHead } from '../head/use-document-head'

interface Props {
  onRetry: () => void
  /** A retry has already failed: a full reload is offered as well (it also clears what the browser cached). */
  retried: boolean
}

/** What a visitor sees in place of a section whose code could not load. Same height as a page, so nothing jumps. */
export function RemoteUnavailable({ onRetry, retried }: Props) {
  const [retrying, setRetrying] = useState(false)
  useEffect(markAppReady, [])
  useUnavailableHead(shellCopy.remoteError.title)
  return (
    <Container className="flex min-h-[70vh] flex-col items-center justify-center py-20 text-center">
      <div role="alert" className="max-w-xl">
        <h1 className="text-2xl font-bold text-ink-900">{shellCopy.remoteError.title}</h1>
        <p className="mt-3 text-ink-700">{shellCopy.remoteError.body}</p>
        {retried && (
          <p className="mt-3 text-ink-700">
            {shellCopy.remoteError.stillFailing} <ReloadLink />
          </p>
        )}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button
          disabled={retrying}
          onClick={() => {
            setRetrying(true)
            onRetry()
          }}
        >
          {retrying ? shellCopy.remoteError.retrying : shellCopy.remoteError.retry}
        </Button>
        <ContactActions />
      </div>
    </Container>
  )
}
