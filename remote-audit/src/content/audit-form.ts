/**
 * Copy of the audit request form around its fields. The fields' labels, budget choices and
 * validation messages are the lead contract's (shared/helpers/lead-contract, docs/product.md §6).
 */
export interface AuditFormContent {
  eyebrow: string
  title: string
  intro: string
  scoreNote: (score: number) => string
  optional: string
  hints: {
    website: string
    currentMarketing: string
    goals: string
  }
  budgetPlaceholder: string
  submit: string
  submitting: string
  /** Stays under the button after a failed send, once the toast has gone. */
  failedNote: string
  /** Under the button while the request is retried on its own (the server was briefly away). */
  retrying: string
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
  optional: '(optional)',
  hints: {
    website: 'For example www.yourpractice.com',
    currentMarketing: 'Ads, SEO, social, email, agencies you work with…',
    goals: 'More consults, a new treatment launch, a second location…',
  },
  budgetPlaceholder: 'Select a budget range',
  submit: 'Get My Free Audit',
  submitting: 'Submitting...',
  failedNote: 'Your request was not sent. Everything you typed is still here: try again, or call or text us.',
  retrying: "Our server is busy. We're retrying on our own for up to 2 minutes: keep this page open, there is no need to press again.",
  privacy: 'We use your details only to prepare your audit and contact you about it. No spam, no sharing.',
  // docs/product.md §15, word for word.
  toasts: {
    validation: 'Validation Error',
    success: { title: 'Success!', description: 'Your form has been submitted successfully.' },
    rateLimited: { title: 'Too Many Requests', description: 'Please wait before submitting another form. Try again in an hour.' },
    failed: { title: 'Submission Failed', description: 'There was an error submitting your form. Please try again.' },
  },
} satisfies AuditFormContent
