import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. No conflict resolution (tailwind-merge would weigh on every first load:
 * docs/decisions/first-load-libraries.md): components take variant props instead of overriding a
 * utility they already set, and an e2e check fails any prerendered element whose classes conflict.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
