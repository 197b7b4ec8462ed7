import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
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

  it("shows its handle at the value, with the slider's values, in the server's HTML", () => {
    const html = renderToString(<Example />)
    expect(html).toMatch(/<span role="slider" aria-valuemin="100" aria-valuenow="150" aria-valuemax="500" aria-orientation="horizontal"[^>]* tabindex="0" aria-labelledby="price-label" aria-valuetext="\$150"/)
    expect(html).not.toContain('display:none')
    // 150 of 100-500 is 12.5 % along the track, kept inside it by the thumb's half width.
    expect(html).toContain('left:calc(12.5% + 10.5px)')
  })
})
