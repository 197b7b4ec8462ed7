import { categoryPages } from '../content/category-pages'
import { CategoryPageView } from '../sections/category-page/category-page-view'

export function TelemedicinePage() {
  return <CategoryPageView page={categoryPages.telemedicine} />
}
