import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readUtm } from '../utm'
import { renderStandalone } from './render-standalone'

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

describe('a remote run alone', () => {
  it('keeps the landing page UTM set, as the shell does, so a lead sent from its pages carries it', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('no config here')))
    window.history.replaceState(null, '', '/marketing-audit?utm_source=standalone&utm_campaign=spring')
    document.body.innerHTML = '<div id="root"></div>'
    await act(() => renderStandalone('remoteAudit', { pages: [], redirects: [] }))
    expect(await screen.findByText('remoteAudit (standalone)')).toBeInTheDocument()
    expect(readUtm()).toMatchObject({ utm_source: 'standalone', utm_campaign: 'spring', utm_medium: null })
  })
})
