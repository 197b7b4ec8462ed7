// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { parseComposeArgs } from './args'

const initCwd = process.env.INIT_CWD
afterEach(() => {
  if (initCwd === undefined) delete process.env.INIT_CWD
  else process.env.INIT_CWD = initCwd
})

describe('parseComposeArgs', () => {
  it('reads relative paths from the folder npm was started in, and URLs as given', () => {
    process.env.INIT_CWD = '/srv/site'
    const parsed = parseComposeArgs(['--out', 'public', '--remote', 'remoteBlog=https://cdn.example.com/blog/v42/', '--remote', 'remoteAudit=../audit/dist', '--site-config', 'site.json'])
    expect(parsed).toEqual({
      ok: true,
      help: false,
      options: {
        out: '/srv/site/public',
        shell: undefined,
        map: undefined,
        remotes: { remoteBlog: 'https://cdn.example.com/blog/v42/', remoteAudit: '/srv/audit/dist' },
        siteConfig: '/srv/site/site.json',
      },
    })
  })

  it('says what is wrong with the command line', () => {
    expect(parseComposeArgs([])).toEqual({ ok: false, error: '--out <dir> is required' })
    expect(parseComposeArgs(['--out', 'x', '--remote', 'remoteBlog'])).toMatchObject({ ok: false, error: expect.stringContaining('<name>=<folder-or-url>') })
    expect(parseComposeArgs(['--out', 'x', '--remote', 'a=/1', '--remote', 'a=/2'])).toMatchObject({ ok: false, error: '--remote a is given twice' })
    expect(parseComposeArgs(['--out', 'x', '--bogus'])).toMatchObject({ ok: false })
  })
})
