import { categoryPages } from '../content/category-pages'
import { CategoryPageView } from '../sections/category-page/category-page-view'

export function CompoundingPage() {
  return <CategoryPageView page={categoryPages.compounding} />
}
