import { Link } from 'shared/singletons/router'
import { Section, SectionHeading } from 'shared/singletons/ui'
import { categoryOrder, categoryPages } from '../../content/category-pages'
import { categories } from '../../content/network-home/categories'
import { arrowRight, Icon } from 'shared/ui/icons'

/** Cards linking to the six category pages; each whole card is one link with a clear name. */
export function NetworkCategories() {
  return (
    <Section aria-labelledby="categories-heading">
      <SectionHeading id="categories-heading" eyebrow={categories.eyebrow} title={categories.title} intro={categories.intro} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {categoryOrder.map((key) => {
          const page = categoryPages[key]
          return (
            <li key={key}>
              <Link
                to={page.path}
                data-cta={`network-category-${key}`}
                className="group flex h-full flex-col rounded-card bg-white p-6 shadow-sm ring-1 ring-ink-200 transition hover:ring-2 hover:ring-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
              >
                <h3 className="text-xl font-bold text-ink-900">{page.name}</h3>
                <p className="mt-2 flex-1 text-ink-600">{page.cardSummary}</p>
                <span className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 group-hover:underline" aria-hidden="true">
                  {categories.linkLabel}
                  <Icon path={arrowRight} className="size-4" />
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
