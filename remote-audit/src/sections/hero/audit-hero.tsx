import { ScrollButton } from 'shared/ui'
import { check, Icon } from 'shared/ui/icons'
import { auditPageContent } from '../../content/audit-page'

/** The page's one h1, its promise, trust badges and the two ways in (quiz first, or straight to the form). */
export function AuditHero() {
  const copy = auditPageContent.hero
  return (
    <section aria-labelledby="audit-hero-heading" className="bg-gradient-to-br from-brand-900 via-brand-800 to-ink-950 py-16 text-white sm:py-24">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">{copy.eyebrow}</p>
          <h1 id="audit-hero-heading" className="mt-3 font-display text-4xl font-bold tracking-tight sm:text-5xl">
            {copy.title}
          </h1>
          <p className="mt-5 text-lg text-brand-50 sm:text-xl">{copy.intro}</p>
          <ul aria-label={copy.badgesLabel} className="mt-8 flex flex-wrap gap-3">
            {copy.badges.map((badge) => (
              <li key={badge} className="inline-flex items-center gap-2 rounded-pill bg-white/10 px-4 py-2 text-sm font-semibold ring-1 ring-white/25">
                <Icon path={check} className="size-5 shrink-0 text-accent-300" />
                {badge}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ScrollButton targetId="quiz" fallbackTo="/marketing-audit#quiz" variant="accent" size="lg" data-cta="audit-hero-start-quiz">
              {copy.startQuiz}
            </ScrollButton>
            <ScrollButton targetId="audit-request-form" fallbackTo="/marketing-audit#audit-request-form" variant="light" size="lg" data-cta="audit-hero-skip-to-form">
              {copy.skipToForm}
            </ScrollButton>
          </div>
        </div>
      </div>
    </section>
  )
}
