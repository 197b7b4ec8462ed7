import { categoryPages } from '../content/category-pages'
import { CategoryPageView } from '../sections/category-page/category-page-view'

export function WellnessDoctorsPage() {
  return <CategoryPageView page={categoryPages['wellness-doctors']} />
}
