import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { check, Icon } from './icons'
import { Steps } from './steps'

const items = [
  { title: 'Call', description: 'A short call.' },
  { title: 'Plan', description: 'A plan in a day.' },
]

describe('Steps', () => {
  it('lists the steps in order, each titled, with its number hidden from assistive tech', () => {
    render(<Steps items={items} />)
    const list = screen.getByRole('list')
    expect(list.tagName).toBe('OL')
    const steps = within(list).getAllByRole('listitem')
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual(['Call', 'Plan'])
    expect(steps[1]).toHaveTextContent('2PlanA plan in a day.')
    expect(within(steps[1]!).getByText('2')).toHaveAttribute('aria-hidden', 'true')
  })

  it('keeps step titles out of the outline when asked, and draws an icon instead of a number', () => {
    render(<Steps as="ul" titleAs="p" items={[{ ...items[0]!, icon: <Icon path={check} /> }]} />)
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(screen.getByRole('list').tagName).toBe('UL')
    expect(screen.getByRole('listitem')).toHaveTextContent(/^CallA short call\.$/)
  })
})
