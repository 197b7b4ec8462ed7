import { cn } from 'shared/helpers/cn'

/** The header is always white: a dark green ring reads there (the gold ring of the bands is for dark ones too). */
export const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/** A header link, in the bar or (`menu`) in the mobile menu. */
export function navClass({ isActive }: { isActive: boolean }, menu = false): string {
  return cn(
    'rounded-md px-3 font-semibold whitespace-nowrap hover:bg-ink-100',
    focusRing,
    menu ? 'block py-3 text-base' : 'py-2 text-sm',
    isActive ? 'text-brand-800 underline decoration-2 underline-offset-8' : 'text-ink-800',
  )
}
