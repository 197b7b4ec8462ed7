import type { ComponentProps } from 'react'

/**
 * Path data of one icon of the set below. Content that picks an icon holds the constant itself, and
 * a misspelt or made-up icon is a type error, not a blank square.
 */
export type IconPath = string & { readonly iconPath: unique symbol }

/*
 * The site's one icon set: 24px-grid path data, one constant per icon. A remote bundles only the
 * constants it imports (no icon font, no icon library, nothing on routes that use none).
 * Icons are decorative: the text beside them carries the meaning.
 */
export const arrowLeft = 'M19 12H5M11 6l-6 6 6 6' as IconPath
export const arrowRight = 'M5 12h14M13 6l6 6-6 6' as IconPath
export const capsule = 'M10.5 4.5l-6 6a4.2 4.2 0 0 0 6 6l6-6a4.2 4.2 0 0 0-6-6zM7.5 7.5l6 6' as IconPath
export const chart = 'M4 20V10M10 20V4M16 20v-7M22 20H2' as IconPath
export const check = 'M5 12l5 5L20 7' as IconPath
export const chevronDown = 'M6 9l6 6 6-6' as IconPath
export const clock = 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2' as IconPath
export const cross = 'M7 7l10 10M17 7L7 17' as IconPath
export const filter = 'M3 5h18l-7 8v6l-4 2v-8z' as IconPath
export const globe = 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z' as IconPath
export const heart = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z' as IconPath
export const mapPin = 'M12 21s7-6.2 7-12a7 7 0 10-14 0c0 5.8 7 12 7 12zM12 11a2 2 0 100-4 2 2 0 000 4z' as IconPath
export const medicineBottle = 'M9 3h6v3H9zM7 6h10v15H7zM12 10v6M9 13h6' as IconPath
export const megaphone = 'M3 11v2a1 1 0 001 1h2l5 4V6L6 10H4a1 1 0 00-1 1zM15 8a5 5 0 010 8M18 5a9 9 0 010 14' as IconPath
export const message = 'M4 5h16v11H8l-4 4z' as IconPath
export const monitor = 'M4 5h16v11H4zM9 20h6M12 16v4' as IconPath
export const network = 'M12 5a2 2 0 1 0 0-.01M5 17a2 2 0 1 0 0-.01M19 17a2 2 0 1 0 0-.01M12 7v4m0 0-5.5 4.5M12 11l5.5 4.5' as IconPath
export const phone = 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z' as IconPath
export const pill = 'M10.5 20.5a5 5 0 01-7-7l7-7a5 5 0 017 7zM7 10l7 7' as IconPath
export const refresh = 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4' as IconPath
export const rocket = 'M12 15l-3-3c1.5-4.5 5-8 10-8 0 5-3.5 8.5-8 10zM9 12H5l2-3h4M12 15v4l3-2v-4M6 18l-2 2' as IconPath
export const scale = 'M5 8h14l-1.5 11h-11zM9 8a3 3 0 0 1 6 0M12 12v3' as IconPath
export const shield = 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z' as IconPath
export const shieldCheck = 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zM9 12l2 2 4-4' as IconPath
export const sparkle = 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z' as IconPath
export const target = 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8zM12 12h.01' as IconPath
export const users = 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0112 0v1M16 3.1a4 4 0 010 7.8M22 21v-1a6 6 0 00-4-5.6' as IconPath
export const workflow = 'M4 4h6v6H4zM14 14h6v6h-6zM7 10v4a3 3 0 003 3h4M17 14v-4a3 3 0 00-3-3h-4' as IconPath
/** Filled shapes: draw with `filled`. */
export const play = 'M8 5v14l11-7z' as IconPath
export const star = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z' as IconPath

interface IconProps extends Omit<ComponentProps<'svg'>, 'children'> {
  /** One of the path constants above. */
  path: IconPath
  /** Fill the shape (star, play) instead of stroking it. */
  filled?: boolean
}

export function Icon({ path, filled = false, className = 'size-6', ...props }: IconProps) {
  const paint = filled ? { fill: 'currentColor' } : { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const
  return (
    <svg data-slot="icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className} {...paint} {...props}>
      <path d={path} />
    </svg>
  )
}
