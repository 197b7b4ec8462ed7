import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { catalogueItems, productCountAnnouncement, productCountText, showAllText } from '../../content/catalogue'
import { CatalogueSection } from './catalogue-section'

const productHeadings = () => screen.queryAllByRole('heading', { level: 3 })
const total = catalogueItems.length

describe('CatalogueSection', () => {
  it('lists every product with its starting price', () => {
    render(<CatalogueSection />)
    expect(total).toBeGreaterThan(0)
    expect(productHeadings()).toHaveLength(total)
    expect(screen.getByText(productCountText(total))).toBeInTheDocument()
    const nad = screen.getByRole('heading', { name: 'NAD+' }).closest('article')!
    expect(within(nad).getByText('Starting at $120')).toBeInTheDocument()
    const testosterone = screen.getByRole('heading', { name: 'Testosterone Cypionate' }).closest('article')!
    expect(within(testosterone).getByText('Starting at $45')).toBeInTheDocument()
  })

  it('offers the rest of the list behind a button that then hands focus to the first product it revealed', async () => {
    const user = userEvent.setup()
    render(<CatalogueSection />)
    await user.click(screen.getByRole('button', { name: showAllText(total) }))
    expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument()
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')[6]).toHaveFocus())
  })

  it('needs no button when six products or fewer match', async () => {
    const user = userEvent.setup()
    render(<CatalogueSection />)
    await user.type(screen.getByLabelText('Search the catalog'), 'tirz')
    expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument()
  })

  it('narrows the list as the visitor types and announces the count once, when typing pauses', async () => {
    const user = userEvent.setup()
    render(<CatalogueSection />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(productCountAnnouncement(total))
    const announced: string[] = []
    const observer = new MutationObserver(() => announced.push(status.textContent ?? ''))
    observer.observe(status, { childList: true, subtree: true, characterData: true })

    // "s", "se", "sem", "sema" each match a different number of products.
    await user.type(screen.getByLabelText('Search the catalog'), 'sema')
    expect(screen.getByText(/^\d+ products?$/)).toHaveTextContent(productCountText(productHeadings().length))
    await waitFor(() => expect(status).not.toHaveTextContent(productCountAnnouncement(total)))
    observer.disconnect()
    expect(announced).toEqual([productCountAnnouncement(productHeadings().length)])
  })

  it('filters by category with the keyboard alone', async () => {
    const user = userEvent.setup()
    render(<CatalogueSection />)
    const group = screen.getByRole('group', { name: 'Category' })
    expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked()
    await user.click(screen.getByLabelText('Search the catalog'))
    await user.tab()
    expect(within(group).getByRole('radio', { name: 'All' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    const weightLoss = within(group).getByRole('radio', { name: 'GLP-1 & Weight Loss' })
    expect(weightLoss).toBeChecked()
    expect(productHeadings().map((h) => h.textContent)).toContain('Compounded Semaglutide')
    expect(productHeadings().map((h) => h.textContent)).not.toContain('NAD+')
  })

  it('shows an empty state whose reset restores everything and refocuses the search', async () => {
    const user = userEvent.setup()
    render(<CatalogueSection />)
    const search = screen.getByLabelText('Search the catalog')
    await user.click(screen.getByRole('radio', { name: 'Aesthetics & Skin' }))
    await user.type(search, 'semaglutide')
    expect(productHeadings()).toHaveLength(0)
    expect(screen.getByText('0 products')).toBeInTheDocument()
    expect(screen.getByText('No products match your search.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reset search and filters' }))
    expect(search).toHaveValue('')
    expect(search).toHaveFocus()
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
    expect(productHeadings()).toHaveLength(total)
  })
})
