import type { RelatedResourcesContent } from './content-types'

export const relatedResourcesContent = {
  heading: 'Related resources',
  resources: [
    {
      title: 'How to launch a telehealth practice',
      description: 'The step-by-step guide: states, platforms, providers and your first patients.',
      url: '/blog/how-to-launch-a-telehealth-practice',
    },
    {
      title: 'Telehealth compliance and regulations',
      description: 'Licensure across state lines, prescribing rules and HIPAA essentials.',
      url: '/blog/telehealth-compliance-regulations',
    },
    {
      title: 'Compounding pharmacy partnerships',
      description: 'How 503A and 503B partners cut medication costs for your patients.',
      url: '/blog/compounding-pharmacy-partnerships',
    },
  ],
} satisfies RelatedResourcesContent
