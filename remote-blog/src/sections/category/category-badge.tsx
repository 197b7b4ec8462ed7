import type { ArticleCategory } from '../../content/article-types'
import { Icon } from 'shared/ui/icons'

// One 24px outline glyph per category (docs/product.md §12), drawn by the shared Icon: no image requests.
const glyphs: Record<ArticleCategory, string> = {
  Telehealth: 'M4 5h16v11H4zM9 20h6M12 16v4',
  'Weight Loss': 'M5 8h14l-1.5 11h-11zM9 8a3 3 0 0 1 6 0M12 12v3',
  Pharmacy: 'M10.5 4.5l-6 6a4.2 4.2 0 0 0 6 6l6-6a4.2 4.2 0 0 0-6-6zM7.5 7.5l6 6',
  Marketing: 'M4 10v4h3l6 4V6l-6 4zM17 9a4 4 0 0 1 0 6',
  Compliance: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4',
  'Patient Care': 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
}

/** The category label with its glyph; the glyph is decorative, the text carries the meaning. */
export function CategoryBadge({ category }: { category: ArticleCategory }) {
  return (
    <span className="inline-flex self-start items-center gap-1.5 rounded-pill bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-800">
      <Icon path={glyphs[category]} className="size-4" />
      {category}
    </span>
  )
}
