import { businessCounts, quotedClients } from 'shared/helpers/content/brand-facts'
import type { TestimonialContent } from 'shared/ui/testimonial'
import type { LinkCta, Stat, VideoCard } from './types'

export const testimonialsCopy = {
  eyebrow: 'Results from practices like yours',
  title: 'What our clients say',
  intro: 'Owners and medical directors who handed us their marketing, follow-up and pharmacy costs.',
  stats: [
    { value: '300%', label: 'average ROI increase' },
    { value: `${businessCounts.practicesGrown}+`, label: 'practices grown' },
    { value: '$50M+', label: 'revenue generated' },
    { value: `${businessCounts.clientRetentionPercent}%`, label: 'client retention' },
  ] satisfies Stat[],
  videosHeading: 'Video testimonials',
  videos: [
    { poster: 'med-spa', title: 'How a two-room med spa doubled its injectable bookings', subtitle: 'Practice owner, Scottsdale, AZ', duration: '3:24', durationLabel: '3 minutes 24 seconds' },
    { poster: 'glp1-clinic', title: 'Launching a GLP-1 program that pays for itself', subtitle: 'Medical director, Tampa, FL', duration: '4:15', durationLabel: '4 minutes 15 seconds' },
  ] satisfies VideoCard[],
  playLabel: 'Play video',
  writtenHeading: 'In their words',
  /** One label for every card, so every card's rating is 5 (the type says so). */
  ratingLabel: '5 out of 5 stars',
  testimonials: [
    {
      quote:
        'We were paying for leads that never answered the phone. Within two months the questionnaire was screening out the browsers and our injectors were booked three weeks out.',
      author: quotedClients.medSpaOwner.name,
      initials: quotedClients.medSpaOwner.initials,
      title: quotedClients.medSpaOwner.role,
      location: quotedClients.medSpaOwner.location,
      result: '2x injectable bookings in 60 days',
      rating: 5,
    },
    {
      quote:
        'Switching to their pharmacy partner cut our semaglutide cost nearly in half, and the automated follow-up brings back patients we used to lose after the first month.',
      author: quotedClients.weightLossDirector.name,
      initials: quotedClients.weightLossDirector.initials,
      title: quotedClients.weightLossDirector.role,
      location: quotedClients.weightLossDirector.location,
      result: '48% lower medication cost per patient',
      rating: 5,
    },
    {
      quote:
        'They built our site, our CRM and our ads before we had seen a single patient. We launched telehealth in five states and had a waiting list by week six.',
      author: quotedClients.telehealthFounder.name,
      initials: quotedClients.telehealthFounder.initials,
      title: quotedClients.telehealthFounder.role,
      location: quotedClients.telehealthFounder.location,
      result: '5 states live in 45 days',
      rating: 5,
    },
  ] satisfies (TestimonialContent & { rating: 5 })[],
  trust: [
    { value: `${businessCounts.yearsInBusiness}+`, label: 'years in practice growth' },
    { value: `${businessCounts.clientRetentionPercent}%`, label: 'client retention' },
    { value: '24hr', label: 'average response time' },
  ] satisfies Stat[],
  cta: { label: 'Get My Free Marketing Audit', to: '/marketing-audit', cta: 'home-testimonials-audit' } satisfies LinkCta,
  ctaNote: 'Free 30-minute consultation. No sales pressure. Custom strategy included.',
}

export const videoDialogCopy = {
  title: 'Video Testimonials',
  description:
    'Our client videos are shared privately to protect patient and practice privacy. Would you prefer a list of references you can call instead? Text us and we will send names and numbers of practice owners who agreed to talk.',
  references: { label: 'Text Us "References"', cta: 'home-video-references' },
  referencesMessage: 'References - Hi! Please send me a list of practice owners I can talk to about working with Elevate Practice Partners.',
  close: 'Close',
}
