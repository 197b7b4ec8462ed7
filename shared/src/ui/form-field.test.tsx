import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormField } from './form-field'

describe('FormField', () => {
  it('labels its control and describes it with the error, then the hint', () => {
    render(
      <FormField id="audit-website" label="Website" optionalLabel="(optional)" hint="For example www.yourpractice.com" error="Please enter a valid website address">
        {(control) => <input type="url" {...control} />}
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Website (optional)' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.hasAttribute('aria-required')).toBe(false)
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(['Please enter a valid website address', 'For example www.yourpractice.com'])
  })

  it('marks a required field without an error as valid and describes nothing', () => {
    render(<FormField id="audit-email" label="Email">{(control) => <input type="email" {...control} />}</FormField>)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input.getAttribute('aria-invalid')).toBe('false')
    expect(input.getAttribute('aria-required')).toBe('true')
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })
})
