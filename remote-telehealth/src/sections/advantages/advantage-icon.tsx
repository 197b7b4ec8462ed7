import type { AdvantageIcon as IconName } from '../../content/content-types'

// Simple 24px stroke paths: decorative, so a few lines each instead of an icon library.
const paths: Record<IconName, string> = {
  network: 'M12 5a2 2 0 1 0 0-.01M5 17a2 2 0 1 0 0-.01M19 17a2 2 0 1 0 0-.01M12 7v4m0 0-5.5 4.5M12 11l5.5 4.5',
  pharmacy: 'M9 3h6v3H9zM7 6h10v15H7zM12 10v6M9 13h6',
  shield: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zM9 12l2 2 4-4',
  leads: 'M4 5h16l-6 7v6l-4 2v-8z',
  automation: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  rocket: 'M12 15l-3-3c1.5-4.5 5-8 10-8 0 5-3.5 8.5-8 10zM9 12H5l2-3h4M12 15v4l3-2v-4M6 18l-2 2',
}

export function AdvantageIcon({ name }: { name: IconName }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name]} />
    </svg>
  )
}
