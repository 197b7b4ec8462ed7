import { categoryPages } from '../content/category-pages'
import { CategoryPageView } from '../sections/category-page/category-page-view'

export function AestheticPractitionersPage() {
  return <CategoryPageView page={categoryPages['aesthetic-practitioners']} />
}
