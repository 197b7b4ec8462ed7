/** Inline brand glyphs: no icon font or external host. */
const paths: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1z',
  Instagram:
    'M12 7a5 5 0 100 10 5 5 0 000-10zm0 8a3 3 0 110-6 3 3 0 010 6zm5-9a1 1 0 110 2 1 1 0 010-2zM7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm0 2a2 2 0 00-2 2v10a2 2 0 002 2h10a2 2 0 002-2V7a2 2 0 00-2-2H7z',
  LinkedIn: 'M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zm4 6h4v2c.6-1.1 2-2.2 4-2.2 4 0 4 2.7 4 6.2v6h-4v-5.3c0-1.4 0-3.2-2-3.2s-2 1.5-2 3.1V21h-4z',
}

export function SocialIcon({ name }: { name: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d={paths[name] ?? 'M12 2a10 10 0 100 20 10 10 0 000-20z'} />
    </svg>
  )
}
