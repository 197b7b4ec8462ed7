/** Site-wide facts about the blog used by route data and the feed (plain data: Vite config imports it in Node). */
export const blogMeta = {
  siteName: 'Elevate Practice Partners',
  titleSuffix: ' | Elevate Practice Partners',
  author: 'Elevate Practice Partners Editorial Team',
  feedPath: '/blog/rss.xml',
  feedTitle: 'Elevate Practice Partners Blog',
  feedDescription:
    'Guides for medical spa, wellness, GLP-1 and telehealth practice owners: patient acquisition, pharmacy partnerships, compliance and telehealth launches.',
  index: {
    path: '/blog',
    title: 'Practice Growth Blog: Telehealth, GLP-1 & Marketing',
    description:
      'Practical guides for med spa, wellness and telehealth owners: GLP-1 programs, compounding pharmacy partners, compliance, patient trust and marketing.',
    keywords: [
      'med spa marketing blog',
      'telehealth practice guide',
      'GLP-1 clinic business',
      'compounding pharmacy partnership',
      'telehealth compliance',
      'aesthetic practice growth',
    ],
  },
} as const
