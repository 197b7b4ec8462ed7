import * as DialogPrimitive from '@radix-ui/react-dialog'
import type { ComponentProps } from 'react'
import { cn } from 'shared/lib/cn'

/*
 * A thin layer over Radix Dialog: Radix traps focus inside, closes on Escape and on the overlay,
 * and names the dialog by its title. We add the site's look.
 *
 * No RemoteScope in here: an import of a federation share (`shared/ui`) from inside the `shared`
 * package is not routed to the page's one instance, so it would bundle a second copy (and a second
 * React context) into the remote. The remote wraps overlay and content in its RemoteScope:
 *   <Dialog><DialogPortal><RemoteScope><DialogOverlay /><DialogContent>…
 */
export const Dialog = DialogPrimitive.Root
export const DialogPortal = DialogPrimitive.Portal
export const DialogClose = DialogPrimitive.Close

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-ink-950/70', className)} {...props} />
}

export function DialogContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Content
      data-slot="dialog-content"
      className={cn('fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 text-ink-900 shadow-xl focus:outline-none sm:p-8 forced-colors:border', className)}
      {...props}
    />
  )
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-display text-2xl font-bold', className)} {...props} />
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-3 text-ink-700', className)} {...props} />
}
