import { useEffect, useState, type ComponentType } from 'react'
import type { toast, Toaster as SonnerToaster, ToasterProps } from 'sonner'
import { whenIdle } from 'shared/helpers/idle'

interface Sonner {
  toast: typeof toast
  Toaster: typeof SonnerToaster
}
interface ToastOptions {
  description?: string
  /** How long it stays, in ms (sonner's default is 4 s). */
  duration?: number
}
interface PlainToast extends ToastOptions {
  kind: 'success' | 'error'
  title: string
}

// sonner is needed only once a visitor uses a form, so it is not part of the first load
// (docs/decisions/first-load-libraries.md): the toaster mounts after the first interaction (before
// any toast, so screen readers meet an existing live region) or on the first toast, whichever
// comes first.
let sonner: Promise<Sonner> | undefined
function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined // the next toast tries again
    throw error
  })
  return sonner
}

const toasters = new Set<() => void>()
/** Where a toast goes when sonner itself cannot load: the message must still reach the visitor. */
const plainToasts = new Set<(toast: PlainToast) => void>()
let mounted: Promise<void> | undefined
let markMounted: (() => void) | undefined

function requestToaster(): Promise<void> {
  mounted ??= new Promise((resolve) => (markMounted = resolve))
  for (const mount of toasters) mount()
  return mounted
}

async function show(kind: 'success' | 'error', title: string, options?: ToastOptions): Promise<void> {
  // Without a toaster on the page (a unit test, a section rendered alone) there is nothing to wait for.
  const ready = toasters.size > 0 ? requestToaster() : Promise.resolve()
  try {
    const [{ toast }] = await Promise.all([loadSonner(), ready])
    toast[kind](title, options)
  } catch {
    for (const show of plainToasts) show({ kind, title, ...options })
  }
}

/** The site's one way to show a toast; shared so every remote's toasts land in the shell's toaster. */
export const notify = {
  success: (title: string, options?: ToastOptions): Promise<void> => show('success', title, options),
  error: (title: string, options?: ToastOptions): Promise<void> => show('error', title, options),
}

/** The end of a press or a key: the toaster loads after the first one, once its tap is answered. */
const FIRST_INTERACTION = ['pointerup', 'keyup'] as const

/** sonner's Toaster, loaded on the first interaction or toast. Render it once per page. */
export function Toaster(props: ToasterProps) {
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps> | null>(null)
  const [plain, setPlain] = useState<PlainToast | null>(null)

  useEffect(() => {
    let active = true
    const mount = () => {
      loadSonner().then(
        (module) => active && setLoaded(() => module.Toaster),
        () => markMounted?.(), // no sonner: toasts fall back to the plain message below
      )
    }
    // After the first press or key is released, once the browser is idle: loading and mounting
    // sonner (its stylesheet restyles the page) between a press and its release, or inside the
    // tap, would hold back the frame that answers it. A toast asked for sooner mounts it at once.
    let cancelIdle = (): void => undefined
    const mountWhenIdle = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, mountWhenIdle, true)
      cancelIdle = whenIdle(mount, 2000, 300)
    }
    toasters.add(mount)
    plainToasts.add(setPlain)
    if (mounted) mount()
    for (const type of FIRST_INTERACTION) window.addEventListener(type, mountWhenIdle, { capture: true, passive: true })
    return () => {
      active = false
      toasters.delete(mount)
      plainToasts.delete(setPlain)
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, mountWhenIdle, true)
      cancelIdle()
    }
  }, [])

  // sonner's Toaster subscribes in its own effect, which runs before this one: toasts wait for it.
  useEffect(() => {
    if (!Loaded) return
    mounted ??= Promise.resolve()
    markMounted?.()
  }, [Loaded])

  if (Loaded) return <Loaded {...props} />
  return plain ? <PlainToastMessage toast={plain} onClose={() => setPlain(null)} /> : null
}

const plainCopy = { close: 'Close' }

function PlainToastMessage({ toast, onClose }: { toast: PlainToast; onClose: () => void }) {
  return (
    <div role={toast.kind === 'error' ? 'alert' : 'status'} className="fixed inset-x-4 top-4 z-50 mx-auto max-w-md rounded-card border border-ink-200 bg-white p-4 text-ink-900 shadow-lg">
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
      <button type="button" onClick={onClose} className="mt-3 text-sm font-semibold text-brand-700 underline">
        {plainCopy.close}
      </button>
    </div>
  )
}
