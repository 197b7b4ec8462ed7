import type { SuccessStoriesContent } from './content-types'

export const successStoriesContent = {
  eyebrow: 'Success stories',
  title: 'Founders who built their telehealth empire with us',
  intro: 'Three launches, three models, one playbook: start in a few states, prove the patient journey, then scale.',
  stories: [
    {
      practice: 'GLP-1 weight-management clinic',
      location: 'Austin, Texas',
      summary: 'A nurse-practitioner founder moved an in-person weight-loss clinic online and launched in 4 states.',
      quote: 'We went from a waiting room in one city to patients in four states, with prescriptions filled through one pharmacy partner.',
      author: 'Founder and NP, weight-management practice',
      results: [
        { value: '32 days', label: 'kickoff to first virtual visit' },
        { value: '410', label: 'active patients by month six' },
        { value: '48%', label: 'lower medication cost per patient' },
      ],
    },
    {
      practice: "Men's health and hormone practice",
      location: 'Scottsdale, Arizona',
      summary: 'A physician-owned clinic added a telehealth line for hormone-therapy consults and follow-ups.',
      quote: 'The licensing plan alone saved us months. We knew exactly which states to open first and what each one required.',
      author: 'Medical director, hormone clinic',
      results: [
        { value: '5 states', label: 'live in the first 60 days' },
        { value: '3.2x', label: 'monthly revenue after 9 months' },
        { value: '70%', label: 'less time on admin and refills' },
      ],
    },
    {
      practice: 'Med spa wellness membership',
      location: 'Tampa, Florida',
      summary: 'A medical spa turned its wellness injections and peptide consults into a virtual membership.',
      quote: 'Our members renew online now, and the automated reminders mean nobody falls through the cracks.',
      author: 'Owner, medical spa',
      results: [
        { value: '280', label: 'virtual members in year one' },
        { value: '$61K', label: 'added monthly recurring revenue' },
        { value: '4.9/5', label: 'patient satisfaction rating' },
      ],
    },
  ],
  disclaimer:
    'Client results as reported to us, shared with permission and anonymized. Results vary with your states, services, pricing, providers and market; they are not a promise of yours.',
} satisfies SuccessStoriesContent
