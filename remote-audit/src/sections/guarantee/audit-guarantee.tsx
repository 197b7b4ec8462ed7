import { auditPageContent } from '../../content/audit-page'

/** The guarantee of at least 3 actionable improvements (docs/product.md §5). */
export function AuditGuarantee() {
  const g = auditPageContent.guarantee
  return (
    <div className="flex gap-4 rounded-card bg-ink-950 p-6 text-white sm:p-8">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 shrink-0 text-accent-400" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M12 2.5 4 5.5v6c0 5 3.4 8.9 8 10 4.6-1.1 8-5 8-10v-6l-8-3Z" strokeLinejoin="round" />
        <path d="m8.5 12 2.5 2.5 4.5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div>
        <h2 className="font-display text-2xl font-bold">{g.heading}</h2>
        <p className="mt-2 text-ink-100">{g.description}</p>
        <p className="mt-2 text-sm text-ink-300">{g.note}</p>
      </div>
    </div>
  )
}
