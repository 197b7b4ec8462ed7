import { Link } from 'shared/singletons/router'
import { buttonVariants, Section, SectionHeading } from 'shared/singletons/ui'
import { StatGrid } from '../../components/stat-grid'
import { marginCopy as copy } from '../../content/home'

/** Pharmacy savings teaser; Start Saving leads to the pharmacy network's own pages. */
export function MarginSection() {
  return (
    <Section tone="brand" aria-labelledby="margin-title">
      <SectionHeading id="margin-title" tone="dark" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <StatGrid stats={copy.stats} tone="dark" />
      <div className="mt-10 text-center">
        <Link to={copy.cta.to} className={buttonVariants({ variant: 'accent', size: 'lg' })} data-cta={copy.cta.cta}>
          {copy.cta.label}
        </Link>
      </div>
    </Section>
  )
}
