import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** Fills the audit request form with a valid request (labels as a visitor sees them). */
export async function fillValidAuditForm(user: UserEvent, overrides: Partial<Record<'website' | 'goals', string>> = {}) {
  await user.type(screen.getByLabelText('First name'), 'Jane')
  await user.type(screen.getByLabelText('Last name'), 'Doe')
  await user.type(screen.getByLabelText('Email'), 'jane@glowmedspa.com')
  await user.type(screen.getByLabelText('Phone'), '(512) 555-0199')
  await user.type(screen.getByLabelText('Practice or business name'), 'Glow Med Spa')
  await user.selectOptions(screen.getByLabelText('Monthly marketing budget'), '2k-5k')
  if (overrides.website) {
    // Pasting is what a visitor does with a long value; typing 1000 characters is slow in jsdom.
    await user.click(screen.getByLabelText(/^Website/))
    await user.paste(overrides.website)
  }
  if (overrides.goals) {
    await user.click(screen.getByLabelText(/^What are your goals/))
    await user.paste(overrides.goals)
  }
}
