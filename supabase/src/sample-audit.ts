/**
 * One lead as the audit form sends it (`submit_marketing_audit`'s arguments): the fixture the
 * backend's tests and the e2e tests share, so a change to the form's fields is made once.
 */
export function sampleAudit(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Avery',
    last_name: 'Stone',
    email: 'avery.stone@glow.example',
    phone: '(512) 555-0142',
    business_name: 'Glow Aesthetics',
    website: 'https://glow.example',
    current_marketing: 'Instagram posts, no paid ads',
    monthly_budget: '5k-10k',
    goals: 'Fill weekday injectables slots',
    questionnaire_score: '67',
    answers: { roi: 2, presence: 3, leads: 1, followup: 2, audience: 2 },
    ...overrides,
  }
}
