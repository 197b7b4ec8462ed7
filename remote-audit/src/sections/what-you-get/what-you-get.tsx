import { auditPageContent } from '../../content/audit-page'
import { check, Icon } from 'shared/ui/icons'

/** The list of what the audit gives (docs/product.md §5). */
export function WhatYouGet() {
  const copy = auditPageContent.whatYouGet
  return (
    <div className="rounded-card bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink-900">{copy.title}</h2>
      <p className="mt-2 text-ink-700">{copy.intro}</p>
      <ul className="mt-6 space-y-4">
        {copy.items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <Icon path={check} className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div>
              <p className="font-semibold text-ink-900">{item.title}</p>
              <p className="text-sm text-ink-700">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
