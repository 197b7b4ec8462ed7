import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from 'shared/helpers/cn'

// forced-colors:border: high-contrast modes drop backgrounds, so a filled button keeps an edge.
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-pill font-semibold transition-colors forced-colors:border focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 cursor-pointer text-center text-balance',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800',
        accent: 'bg-accent-400 text-ink-950 hover:bg-accent-300',
        outline: 'border-2 border-brand-700 text-brand-800 hover:bg-brand-50',
        light: 'bg-white text-ink-900 hover:bg-ink-100',
        ghost: 'text-ink-800 hover:bg-ink-100',
        dark: 'bg-ink-900 text-white hover:bg-ink-800',
      },
      size: {
        sm: 'min-h-10 px-4 text-sm',
        md: 'min-h-11 px-6 text-base',
        // A phone gets a smaller label, so a long call to action fits on one line (or wraps evenly).
        lg: 'min-h-13 px-6 text-base sm:px-8 sm:text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonVariantProps = VariantProps<typeof buttonVariants>

export function Button({ className, variant, size, type = 'button', ...props }: ComponentProps<'button'> & ButtonVariantProps) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
