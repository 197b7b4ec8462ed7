import { categoryPages } from '../content/category-pages'
import { CategoryPageView } from '../sections/category-page/category-page-view'

export function CertifiedPage() {
  return <CategoryPageView page={categoryPages.certified} />
}
