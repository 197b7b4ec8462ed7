import * as DialogPrimitive from '@radix-ui/react-dialog'
import type { ComponentProps } from 'react'
import { cn } from 'shared/lib/cn'
import { RemoteScope } from 'shared/ui'

/*
 * A thin layer over Radix Dialog: Radix traps focus inside, closes on Escape and on the overlay,
 * and names the dialog by its title. We add the site's look and the remote's style scope.
 */
export const Dialog = DialogPrimitive.Root
export const DialogClose = DialogPrimitive.Close

export function DialogContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      {/* Portalled to <body>: re-enter the remote's style scope. */}
      <RemoteScope>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-950/70" />
        <DialogPrimitive.Content
          data-slot="dialog-content"
          className={cn('fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 text-ink-900 shadow-xl focus:outline-none sm:p-8 forced-colors:border', className)}
          {...props}
        >
          {children}
        </DialogPrimitive.Content>
      </RemoteScope>
    </DialogPrimitive.Portal>
  )
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-display text-2xl font-bold', className)} {...props} />
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-3 text-ink-700', className)} {...props} />
}
