import { businessCounts, team } from 'shared/helpers/content/brand-facts'
import type { Cta, Stat, TitledText } from './types'

interface Owner {
  name: string
  initials: string
  role: string
  bio: string
  stats: Stat[]
}

export const teamCopy = {
  eyebrow: 'About us',
  title: 'Practice owners helping practice owners',
  intro:
    'We started as clinic owners who could not find an agency that understood medical marketing rules, pharmacy costs and front-desk reality. So we built the system ourselves, then began running it for others.',
  owners: [
    {
      ...team.ceo,
      bio: `Marcus has spent more than ${businessCounts.yearsInBusiness} years building patient-acquisition systems for aesthetic and wellness practices. He co-owns ${businessCounts.clinicsOwned} clinics across Texas and Arizona and still reviews every new client strategy himself.`,
      stats: [
        { value: `${businessCounts.yearsInBusiness}+`, label: 'years in practice growth' },
        { value: `${businessCounts.clinicsOwned}`, label: 'clinics owned' },
      ],
    },
    {
      ...team.operations,
      bio: `Dana spent six years running operations for multi-location med spas and GLP-1 clinics before co-founding the company. She leads CRM automation and the pharmacy partner network, and has helped grow more than ${businessCounts.practicesGrown} practices.`,
      stats: [
        { value: '6+', label: 'years in clinic operations' },
        { value: `${businessCounts.practicesGrown}+`, label: 'practices grown' },
      ],
    },
  ] satisfies Owner[],
  rolesHeading: 'The team behind your account',
  roles: [
    { title: 'Growth strategist', description: 'Owns your plan, your numbers and your monthly strategy call.' },
    { title: 'Paid media manager', description: 'Runs your Meta and Google campaigns and the weekly creative tests.' },
    { title: 'CRM and automation specialist', description: 'Builds and tunes your follow-up, reminders and reactivation flows.' },
    { title: 'Pharmacy partnerships lead', description: 'Matches you with licensed partner pharmacies and negotiates practice pricing.' },
  ] satisfies TitledText[],
  consultantsNote: '5 full-time consultants, one point of contact.',
  counter: { target: businessCounts.practicesGrown, suffix: '+', label: 'practices grown', durationMs: 2000 },
  workWithUs: { label: 'Work With Our Team', cta: 'home-work-with-team' } satisfies Cta,
  workWithUsMessage: "Hi! I'd like to work with your team on growing my practice. When is a good time to talk?",
}
