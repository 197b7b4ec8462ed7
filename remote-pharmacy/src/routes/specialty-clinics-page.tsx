import { categoryPages } from '../content/category-pages'
import { CategoryPageView } from '../sections/category-page/category-page-view'

export function SpecialtyClinicsPage() {
  return <CategoryPageView page={categoryPages['specialty-clinics']} />
}
