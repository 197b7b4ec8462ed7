import type { ComponentProps } from 'react'
import { useNavigate } from 'shared/singletons/router'
import { scrollToSection } from 'shared/helpers/scroll'
import { cn } from 'shared/helpers/cn'
import { buttonVariants, type ButtonVariantProps } from './button'

interface ScrollButtonProps extends Omit<ComponentProps<'button'>, 'onClick'>, ButtonVariantProps {
  /** Id of the section to scroll to on this page. */
  targetId: string
  /** Where to go when this page has no such section, e.g. "/#main-booking-calendar". */
  fallbackTo?: string
}

/** A call to action that smoothly scrolls to a section of the page (or goes to where it lives). */
export function ScrollButton({ targetId, fallbackTo = `/#${targetId}`, className, variant, size, children, ...props }: ScrollButtonProps) {
  const navigate = useNavigate()
  return (
    <button
      type="button"
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={() => {
        if (!scrollToSection(targetId)) navigate(fallbackTo)
      }}
      {...props}
    >
      {children}
    </button>
  )
}
