import { auditPageContent } from '../../content/audit-page'

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
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand-700" fill="currentColor">
              <path d="M10 1.7a8.3 8.3 0 1 0 0 16.6 8.3 8.3 0 0 0 0-16.6Zm3.9 6.5-4.6 4.6a.8.8 0 0 1-1.2 0L6 10.7a.8.8 0 1 1 1.2-1.2l1.5 1.5 4-4a.8.8 0 1 1 1.2 1.2Z" />
            </svg>
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
