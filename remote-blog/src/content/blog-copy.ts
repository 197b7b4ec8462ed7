import { businessCounts, telehealthProgram } from 'shared/helpers/content/brand-facts'

export interface BlogIndexCopy {
  eyebrow: string
  title: string
  intro: string
  gridHeading: string
  readArticle: string
  minRead: string
  cta: {
    heading: string
    description: string
    primary: { label: string; to: string; cta: string }
    secondary: { label: string; to: string; cta: string }
  }
}

export const blogIndexCopy = {
  eyebrow: 'Practice growth insights',
  title: 'Guides for aesthetic, wellness and telehealth practice owners',
  intro:
    `What we have learned launching telehealth programs, negotiating pharmacy pricing and filling appointment books for more than ${businessCounts.practicesGrown} practices: GLP-1 service lines, compounding partners, compliance, patient trust and marketing that books consults.`,
  gridHeading: 'Latest articles',
  readArticle: 'Read Article',
  minRead: 'min read',
  cta: {
    heading: 'Ready to turn these ideas into booked patients?',
    description: `Launch a compliant telehealth arm in ${telehealthProgram.launchWindowInWords}, or let our team run the lead generation, CRM automation and local SEO that keep your calendar full.`,
    primary: { label: 'Explore Telehealth Empire', to: '/telehealth-empire', cta: 'blog-index-telehealth-empire' },
    secondary: { label: 'See Our Services', to: '/services', cta: 'blog-index-services' },
  },
} satisfies BlogIndexCopy

export interface ArticlePageCopy {
  breadcrumbLabel: string
  home: string
  blog: string
  published: string
  updated: string
  minRead: string
  by: string
  statsLabel: string
  tocHeading: string
  moreHeading: string
  readArticle: string
  allArticles: string
}

export const articlePageCopy = {
  breadcrumbLabel: 'Breadcrumb',
  home: 'Home',
  blog: 'Blog',
  published: 'Published',
  updated: 'Updated',
  minRead: 'min read',
  by: 'By',
  statsLabel: 'Key numbers',
  tocHeading: 'In this article',
  moreHeading: 'Keep reading',
  readArticle: 'Read Article',
  allArticles: 'All articles',
} satisfies ArticlePageCopy

