import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { expect, it } from 'vitest'
import NewsletterConfirm from './newsletter-confirm.tsx'

type Props = Parameters<typeof NewsletterConfirm>[0]

const page = (query: Partial<Props['loaderData']>) => {
  const props = {
    loaderData: { email: 'reader@district.example', expires: '', token: 't', status: null, ...query },
  } as unknown as Props
  return renderToString(
    <MemoryRouter>
      <NewsletterConfirm {...props} />
    </MemoryRouter>,
  ).replace(/<!-- -->/g, '')
}

it('an expired confirmation link says links work for 7 days and offers to subscribe again', () => {
  const html = page({ status: 'expired' })
  expect(html).toContain('This link has expired')
  expect(html).toContain('Confirmation links work for 7 days, and this one is older.')
  expect(html).toMatch(/<a[^>]+href="\/#newsletter"[^>]*>Subscribe again<\/a>/)
  expect(html).not.toContain('Confirm my subscription')
})

it('the button posts the link as it came, expiry included', () => {
  const html = page({ expires: '1796145600', token: 'abc_-' })
  expect(html).toContain(
    'action="/newsletter/confirm?email=reader%40district.example&amp;expires=1796145600&amp;token=abc_-"',
  )
})
