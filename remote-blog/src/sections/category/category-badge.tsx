import type { ArticleCategory } from '../../content/article-types'
import { capsule, heart, Icon, type IconPath, megaphone, monitor, scale, shieldCheck } from 'shared/ui/icons'

// One glyph of the shared set per category (docs/product.md §12): no image requests.
const glyphs: Record<ArticleCategory, IconPath> = {
  Telehealth: monitor,
  'Weight Loss': scale,
  Pharmacy: capsule,
  Marketing: megaphone,
  Compliance: shieldCheck,
  'Patient Care': heart,
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
