import './remote.css'
import { lazy, type ComponentType } from 'react'
import { defineRemoteRoutes } from 'shared/helpers/routes'
import type { CategoryKey } from '../content/category-pages'
import { categorySlugs } from '../content/category-slugs'
import { routeData } from '../routes/route-data'

// One chunk per page: a visitor downloads only the page they open.
const PharmacyHomePage = lazy(() => import('../routes/pharmacy-home-page').then((m) => ({ default: m.PharmacyHomePage })))

// The six /pharmacy-partners/{category} pages share one chunk: the category page, which picks its
// entry of content/category-pages.ts by the category each path binds here.
const CategoryPage = lazy(() => import('../routes/category-page').then((m) => ({ default: m.CategoryPage })))

function lazyCategoryPage(category: CategoryKey): ComponentType {
  const Page = () => <CategoryPage category={category} />
  Page.displayName = `CategoryPage(${category})`
  return Page
}

export const remoteRoutes = defineRemoteRoutes(routeData, {
  '/pharmacy-partners': PharmacyHomePage,
  ...Object.fromEntries(categorySlugs.map((slug) => [`/pharmacy-partners/${slug}`, lazyCategoryPage(slug)])),
})

export const pages = remoteRoutes.pages
export const redirects = remoteRoutes.redirects
