import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Slider } from './slider'

function Example() {
  const [value, setValue] = useState(150)
  return (
    <>
      <span id="price-label">Average price</span>
      <Slider value={value} min={100} max={500} step={5} onValueChange={setValue} labelledBy="price-label" valueText={`$${value}`} />
    </>
  )
}

describe('Slider', () => {
  it('is a slider named by its label that speaks its value and moves with the keyboard', async () => {
    const user = userEvent.setup()
    render(<Example />)
    const slider = screen.getByRole('slider', { name: 'Average price' })
    expect(slider).toHaveAttribute('aria-valuetext', '$150')
    slider.focus()
    await user.keyboard('{ArrowRight}')
    expect(slider).toHaveAttribute('aria-valuetext', '$155')
    await user.keyboard('{End}')
    expect(slider).toHaveAttribute('aria-valuenow', '500')
  })
})
