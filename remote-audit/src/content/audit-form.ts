import type { MonthlyBudget } from './budget-ranges'

/** Labels, hints and messages of the audit request form. Validation messages live in the schema (docs/product.md §6, word for word). */
export interface AuditFormContent {
  eyebrow: string
  title: string
  intro: string
  scoreNote: (score: number) => string
  fields: {
    firstName: string
    lastName: string
    email: string
    phone: string
    businessName: string
    website: string
    currentMarketing: string
    monthlyBudget: string
    goals: string
  }
  optional: string
  hints: {
    website: string
    currentMarketing: string
    goals: string
  }
  budgetPlaceholder: string
  budgetOptions: readonly { value: MonthlyBudget; label: string }[]
  submit: string
  submitting: string
  /** Stays under the button after a failed send, once the toast has gone. */
  failedNote: string
  privacy: string
  toasts: {
    validation: string
    success: { title: string; description: string }
    rateLimited: { title: string; description: string }
    failed: { title: string; description: string }
  }
}

export const auditFormContent = {
  eyebrow: 'Step 2 · Request your audit',
  title: 'Get your free marketing audit',
  intro: 'Tell us about your practice. A strategist prepares your audit and contacts you within 24 hours to book a 30-minute review.',
  scoreNote: (score) => `Your quiz score of ${score}/100 is sent with your request.`,
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    businessName: 'Practice or business name',
    website: 'Website',
    currentMarketing: 'What marketing are you doing now?',
    monthlyBudget: 'Monthly marketing budget',
    goals: 'What are your goals for the next 12 months?',
  },
  optional: '(optional)',
  hints: {
    website: 'For example www.yourpractice.com',
    currentMarketing: 'Ads, SEO, social, email, agencies you work with…',
    goals: 'More consults, a new treatment launch, a second location…',
  },
  budgetPlaceholder: 'Select a budget range',
  budgetOptions: [
    { value: 'under-2k', label: 'Under $2,000 per month' },
    { value: '2k-5k', label: '$2,000 to $5,000 per month' },
    { value: '5k-10k', label: '$5,000 to $10,000 per month' },
    { value: '10k-plus', label: '$10,000+ per month' },
  ],
  submit: 'Get My Free Audit',
  submitting: 'Submitting...',
  failedNote: 'Your request was not sent. Everything you typed is still here: try again, or call or text us.',
  privacy: 'We use your details only to prepare your audit and contact you about it. No spam, no sharing.',
  // docs/product.md §15, word for word.
  toasts: {
    validation: 'Validation Error',
    success: { title: 'Success!', description: 'Your form has been submitted successfully.' },
    rateLimited: { title: 'Too Many Requests', description: 'Please wait before submitting another form. Try again in an hour.' },
    failed: { title: 'Submission Failed', description: 'There was an error submitting your form. Please try again.' },
  },
} satisfies AuditFormContent
