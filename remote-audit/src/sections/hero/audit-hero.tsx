import { Container, ScrollButton } from 'shared/singletons/ui'
import { Hero, HeroHeading } from 'shared/ui/hero'
import { check, Icon } from 'shared/ui/icons'
import { auditPageContent } from '../../content/audit-page'

/** The page's one h1, its promise, trust badges and the two ways in (quiz first, or straight to the form). */
export function AuditHero() {
  const copy = auditPageContent.hero
  return (
    <Hero labelledBy="audit-hero-heading">
      <Container className="py-16 sm:py-24">
        <div className="max-w-3xl">
          <HeroHeading id="audit-hero-heading" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
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
      </Container>
    </Hero>
  )
}
