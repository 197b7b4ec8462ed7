/** The five-question marketing maturity quiz (docs/product.md §5): four options per question, scored 0-3. */
export type QuestionId = 'roi-tracking' | 'online-presence' | 'lead-generation' | 'follow-up' | 'audience-knowledge'

export interface QuizOption {
  /** 0 (not in place) to 3 (best practice). */
  score: 0 | 1 | 2 | 3
  label: string
}

export interface QuizQuestion {
  id: QuestionId
  topic: string
  question: string
  options: readonly [QuizOption, QuizOption, QuizOption, QuizOption]
}

export type BandId = 'advanced' | 'intermediate' | 'developing' | 'beginner'

export interface QuizContent {
  eyebrow: string
  title: string
  intro: string
  progress: (answered: number, total: number) => string
  calculate: string
  remaining: (left: number) => string
  questions: readonly QuizQuestion[]
  result: {
    heading: string
    scoreLabel: string
    outOf: string
    bandPrefix: string
    cta: string
    bands: Record<BandId, { name: string; message: string }>
  }
}

export const quizContent = {
  eyebrow: 'Step 1 · 2-minute quiz',
  title: 'How mature is your practice marketing?',
  intro:
    'Five quick questions about how you attract, convert and follow up with patients. Be honest: your score shapes what we look at first in your audit.',
  progress: (answered, total) => `${answered} of ${total} answered`,
  calculate: 'Calculate My Marketing Score',
  remaining: (left) => `Answer ${left} more ${left === 1 ? 'question' : 'questions'} to see your score.`,
  questions: [
    {
      id: 'roi-tracking',
      topic: 'ROI tracking',
      question: 'How do you track the return on your marketing spend today?',
      options: [
        { score: 0, label: "We don't track it; we hope the ads are working" },
        { score: 1, label: 'We check the ad platform dashboards now and then' },
        { score: 2, label: 'We track leads by source in a spreadsheet or CRM' },
        { score: 3, label: 'We know our cost per booked consult and patient lifetime value by channel' },
      ],
    },
    {
      id: 'online-presence',
      topic: 'Online presence',
      question: 'How strong is your practice online?',
      options: [
        { score: 0, label: "No website, or one we haven't updated in years" },
        { score: 1, label: 'A website and social pages, but few reviews and little local visibility' },
        { score: 2, label: 'A current website, a claimed Google Business Profile and steady new reviews' },
        { score: 3, label: 'We rank on page 1 for our key treatments and publish fresh content every week' },
      ],
    },
    {
      id: 'lead-generation',
      topic: 'Lead generation',
      question: 'Where do your new patients come from?',
      options: [
        { score: 0, label: 'Mostly word of mouth and walk-ins' },
        { score: 1, label: 'Occasional promotions, boosted posts or discount-site deals' },
        { score: 2, label: 'Ongoing paid ads on one channel' },
        { score: 3, label: 'Several paid and organic channels delivering pre-qualified leads every week' },
      ],
    },
    {
      id: 'follow-up',
      topic: 'Follow-up',
      question: 'How quickly does your team follow up with a new inquiry?',
      options: [
        { score: 0, label: 'When someone gets a chance, sometimes days later' },
        { score: 1, label: 'Within a day, by whoever answers the phone' },
        { score: 2, label: 'Within an hour during business hours' },
        { score: 3, label: "Within minutes, with automated texts and emails for anyone who doesn't book" },
      ],
    },
    {
      id: 'audience-knowledge',
      topic: 'Audience knowledge',
      question: 'How well do you know your ideal patient?',
      options: [
        { score: 0, label: 'We market to anyone who might be interested' },
        { score: 1, label: 'We know roughly who our patients are' },
        { score: 2, label: 'We have written patient profiles for our main treatments' },
        { score: 3, label: 'We target by treatment, demographics and intent, and refine it from our data monthly' },
      ],
    },
  ],
  result: {
    heading: 'Your marketing score',
    scoreLabel: 'Score',
    outOf: 'out of 100',
    bandPrefix: 'Maturity level:',
    cta: 'Request My Free Audit',
    bands: {
      advanced: {
        name: 'Advanced',
        message:
          'Your marketing is ahead of most practices we audit. Growth now comes from fine-tuning: lowering cost per booked consult, reactivating lapsed patients with automation and scaling the channels that already pay. Your audit will show where the next gains are hiding.',
      },
      intermediate: {
        name: 'Intermediate',
        message:
          'You have solid foundations and channels that work, but leads are likely slipping away between the first click and the booked appointment. At this stage, tighter source tracking and faster follow-up usually unlock the quickest wins.',
      },
      developing: {
        name: 'Developing',
        message:
          "Some of the pieces are in place, but they aren't working together as a system yet. Practices at this stage see the biggest jump from connecting lead capture, same-hour follow-up and tracking of which channel books patients.",
      },
      beginner: {
        name: 'Beginner',
        message:
          'Most new patients are finding you by chance rather than by design. The good news: a few fundamentals (a visible Google profile, one well-run ad channel and same-day follow-up) can change your monthly numbers quickly.',
      },
    },
  },
} satisfies QuizContent
