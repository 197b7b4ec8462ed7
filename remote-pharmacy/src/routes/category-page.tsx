import { categoryPages, type CategoryKey } from '../content/category-pages'
import { CategoryPageView } from '../sections/category-page/category-page-view'

export { loadCategorySections } from '../sections/category-page/category-page-view'

/** The one page behind the six /pharmacy-partners/{category} paths, each an entry of content/category-pages.ts. */
export function CategoryPage({ category }: { category: CategoryKey }) {
  return <CategoryPageView page={categoryPages[category]} />
}
