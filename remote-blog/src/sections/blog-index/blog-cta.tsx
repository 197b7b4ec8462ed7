import { Link } from 'shared/singletons/router'
import { buttonVariants, Section } from 'shared/singletons/ui'
import { blogIndexCopy } from '../../content/blog-copy'

/** Closing call to action of the blog index: the telehealth programme and the services. */
export function BlogCta() {
  const { heading, description, primary, secondary } = blogIndexCopy.cta
  return (
    <Section tone="brand" aria-labelledby="blog-cta-heading">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="blog-cta-heading" className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 text-lg text-brand-50">{description}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={primary.to} data-cta={primary.cta} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            {primary.label}
          </Link>
          <Link to={secondary.to} data-cta={secondary.cta} className={buttonVariants({ variant: 'light', size: 'lg' })}>
            {secondary.label}
          </Link>
        </div>
      </div>
    </Section>
  )
}
