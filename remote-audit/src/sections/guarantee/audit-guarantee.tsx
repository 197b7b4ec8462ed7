import { auditPageContent } from '../../content/audit-page'
import { Icon, shieldCheck } from 'shared/ui/icons'

/** The guarantee of at least 3 actionable improvements (docs/product.md §5). */
export function AuditGuarantee() {
  const g = auditPageContent.guarantee
  return (
    <div className="flex gap-4 rounded-card bg-ink-950 p-6 text-white sm:p-8">
      <Icon path={shieldCheck} className="size-10 shrink-0 text-accent-400" />
      <div>
        <h2 className="font-display text-2xl font-bold">{g.heading}</h2>
        <p className="mt-2 text-ink-100">{g.description}</p>
        <p className="mt-2 text-sm text-ink-300">{g.note}</p>
      </div>
    </div>
  )
}
