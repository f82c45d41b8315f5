import { expect, test, type Page } from './test.ts'
import sharp from 'sharp'
import { parse } from 'csv-parse/sync'
import { readFile } from 'node:fs/promises'
import { E2E_ADMIN } from '../../playwright.config.ts'
import { accessibilityProblems } from './axe.ts'
import { adminGet, clearPosts, createPost, expectToast } from './helpers.ts'

test.describe.configure({ mode: 'serial' })

const heroPng = () =>
  sharp({ create: { width: 32, height: 18, channels: 3, background: '#1d41ad' } })
    .png()
    .toBuffer()

async function signIn(page: Page, path = '/admin-blog') {
  await page.goto(path)
  await page.getByLabel('Admin Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Security Passphrase').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
  await expect(page.getByText(`Welcome, ${E2E_ADMIN.username}`)).toBeVisible()
}

test(
  'a refused login shows Security Access Denied; validation and the strength bar work',
  { tag: ['@wcag3.3.1', '@wcag3.3.3'] },
  async ({ page }) => {
    await page.goto('/admin-contacts')
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    await expect(page.getByText('Sign in to access the administration panel')).toBeVisible()
    await expect(page.getByText('Unauthorized Access is Prohibited')).toBeVisible()
    await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
    await expect(page.getByText('Username is required')).toBeVisible()
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()

    const bar = page.getByTestId('strength-bar')
    for (const [text, strength] of [
      ['abc', '1'],
      ['abcd', '2'],
      ['abcdef', '3'],
      ['abcdefgh', '4'],
    ] as const) {
      await page.getByLabel('Security Passphrase').fill(text)
      await expect(bar).toHaveAttribute('data-strength', strength)
    }
    await page.getByLabel('Admin Username').fill(E2E_ADMIN.username)
    await page.getByLabel('Security Passphrase').fill('definitely the wrong passphrase')
    await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
    await expect(page.getByRole('alert')).toHaveText('Security Access Denied: Invalid username or password')
  },
)

test('an anonymous visitor receives no admin data in the HTML', async ({ request }) => {
  for (const path of ['/admin-blog', '/admin-contacts']) {
    const res = await request.get(path)
    expect(res.headers()['cache-control']).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('Admin Login')
    expect(html).not.toContain('Published Posts')
    expect(html).not.toContain('Contact Forms')
  }
})

test('log in and log out on both admin pages', async ({ page }) => {
  await signIn(page, '/admin-contacts')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await page.getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Blog Administration' })).toBeVisible()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await page.goto('/admin-contacts')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
})

test('a new post dated ahead reads Schedule Post and is announced as scheduled, never published', async ({
  page,
  request,
}) => {
  await clearPosts(request)
  await signIn(page)
  await page.getByRole('button', { name: 'New Post' }).click()
  await page.getByLabel('Title').fill('Tabletop Exercise Next Week')
  await page.getByLabel('Excerpt').fill('What a board sees in a two-hour tabletop exercise, and how to prepare for it.')
  const editor = page.getByRole('textbox', { name: 'Content', exact: true })
  await editor.click()
  await editor.pressSequentially('Bring the incident response plan and the phone tree.')
  await page.getByLabel('Category').selectOption('Training')
  await expect(page.getByRole('button', { name: 'Publish Post' })).toBeVisible()
  await page.getByLabel('Publish Date & Time').fill('2030-03-05T09:00')
  await page.getByRole('button', { name: 'Schedule Post' }).click()
  await expectToast(page, 'Blog Post Scheduled', /Scheduled for Mar 5, 2030, 9:00\sAM\./)
  await expect(page.getByText('successfully published')).toHaveCount(0)
  await expect(page.getByTestId('admin-post').first()).toContainText('Scheduled')
})

test('create a post with rich text and a hero image, edit it, schedule it and delete it', async ({ page, request }) => {
  await clearPosts(request)
  await signIn(page)
  await expect(page.getByText('No blog posts found. Create your first post above.')).toBeVisible()
  await page.getByRole('button', { name: 'New Post' }).click()
  await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible()

  await page.getByRole('button', { name: 'Publish Post' }).click()
  await expect(page.getByText('Title must be at least 5 characters')).toBeVisible()
  await expect(page.getByText('Please select a category')).toBeVisible()

  await page.getByLabel('Title').fill('Phishing Drills That Teachers Do Not Hate!')
  await expect(page.getByLabel('URL Slug')).toHaveValue('phishing-drills-that-teachers-do-not-hate')
  await page.getByLabel('Excerpt').fill('How to run phishing simulations that teach instead of shame, in four steps.')
  const editor = page.getByRole('textbox', { name: 'Content', exact: true })
  await editor.click()
  await editor.pressSequentially('Start with a short briefing so staff know simulations are coming. ')
  await page.getByRole('button', { name: 'Bold' }).click()
  await editor.pressSequentially('Never publish names.')
  await expect(page.getByLabel('HTML Content')).toHaveValue(/<strong>\s?Never publish names\.<\/strong>/)

  await page.getByRole('button', { name: 'Upload Hero Image' }).click()
  const upload = page.getByRole('dialog', { name: 'Upload hero image' })
  await upload
    .getByLabel('Image file')
    .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: await heroPng() })
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(upload.getByText('Upload complete.')).toBeVisible()
  await expect(upload).toBeHidden({ timeout: 3000 })
  await expect(page.getByRole('img', { name: 'Current hero (preview)' })).toBeVisible()
  await page.getByLabel('Hero Image Alt Text (optional)').fill('Teacher reviewing an email on a laptop')
  await page.getByLabel('Category').selectOption('Training')
  await page.getByLabel('Tags (comma separated)').fill('phishing, training, , staff ')
  await page.getByRole('button', { name: 'Publish Post' }).click()
  await expectToast(page, 'Blog Post Created', 'Your blog post has been successfully published.')
  await expect(page.getByRole('heading', { name: 'Published Posts (1)' })).toBeVisible()
  const card = page.getByTestId('admin-post').first()
  await expect(card).toContainText('3 tags')
  await expect(card).toContainText('Dr. Morgan Ellis')

  await page.goto('/blog')
  await page.getByRole('link', { name: 'Phishing Drills That Teachers Do Not Hate!' }).click()
  const hero = page.getByRole('img', { name: 'Teacher reviewing an email on a laptop' })
  await expect(hero).toBeVisible()
  await expect(page.locator('picture source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /\/w640\.avif 640w, .*\/w1280\.avif 1280w$/,
  )
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
    .toMatch(/\/w(640|1280)\.avif$/)
  await expect(page.locator('.prose-post strong')).toHaveText('Never publish names.')

  await page.goto('/admin-blog')
  await page.getByRole('button', { name: 'Edit Phishing Drills That Teachers Do Not Hate!' }).click()
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible()
  await expect(page.getByLabel('Publish Date & Time')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  await page.getByLabel('URL Slug').fill('phishing-drills-staff')
  await page.getByLabel('Featured Post').selectOption('true')
  await page.getByRole('button', { name: 'Update Post' }).click()
  await expectToast(page, 'Blog Post Updated')
  await expect(page.getByTestId('admin-post').first()).toContainText('Featured')
  expect((await request.get('/api/blog/phishing-drills-staff')).status()).toBe(200)

  await page.getByRole('button', { name: 'Edit Phishing Drills That Teachers Do Not Hate!' }).click()
  await page.getByLabel('Publish Date & Time').fill('2099-06-01T08:00')
  await page.getByRole('button', { name: 'Update Post' }).click()
  await expect(page.getByTestId('admin-post').first()).toContainText('Scheduled')
  const publicList = await (await request.get('/api/blog')).json()
  expect(publicList.posts).toHaveLength(0)
  expect((await request.get('/blog/phishing-drills-staff')).status()).toBe(404)

  await page.getByRole('button', { name: 'Delete Phishing Drills That Teachers Do Not Hate!' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete this post?' })
  await expect(confirm).toContainText('Are you sure you want to delete this blog post? This action cannot be undone.')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Blog Post Deleted')
  await expect(page.getByText('No blog posts found. Create your first post above.')).toBeVisible()
})

test('a draft: saved privately, filtered, published, then unpublished (decision 25)', async ({ page, request }) => {
  await clearPosts(request)
  await signIn(page)
  const title = `Drafting a board briefing ${Date.now()}`
  await page.getByRole('button', { name: 'New Post' }).click()
  await page.getByLabel('Title').fill(title)
  const slug = await page.getByLabel('URL Slug').inputValue()
  await page
    .getByLabel('Excerpt')
    .fill('A plain-language cyber risk briefing for the school board, drafted over a week.')
  await page.getByRole('textbox', { name: 'Content', exact: true }).click()
  await page.keyboard.type('Start with what the board decides: budget, policy and who is accountable.')
  await page.getByLabel('Category').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expectToast(page, 'Draft Saved', 'Only signed-in admins can see it until you publish it.')

  const card = page.getByTestId('admin-post').filter({ hasText: title })
  await expect(card.getByText('Draft', { exact: true })).toBeVisible()
  const show = page.getByLabel('Show')
  await expect(show.locator('option:checked')).toHaveText('All posts (1)')
  await show.selectOption('published')
  await expect(page.getByText('No published posts yet.')).toBeVisible()
  await show.selectOption('draft')
  await expect(card).toBeVisible()

  // Not public: not on /blog, and its address is a 404, even in a signed-out browser.
  const visitor = await page.context().browser()!.newContext()
  const outside = await visitor.newPage()
  expect((await outside.goto(`/blog/${slug}`))!.status()).toBe(404)
  await outside.goto('/blog')
  await expect(outside.getByText(title)).toHaveCount(0)

  // A private preview link (decision 26): the draft as it will look, signed out, never cached or indexed.
  await card.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(page.getByText('This post is a draft')).toBeVisible()
  await page.getByRole('button', { name: 'Get preview link' }).click()
  await expectToast(page, 'Preview Link Ready')
  const previewUrl = await page.getByLabel('Preview link').inputValue()
  expect(await accessibilityProblems(page)).toEqual([])
  const preview = (await outside.goto(previewUrl))!
  expect(preview.status()).toBe(200)
  expect(preview.headers()['cache-control']).toBe('private, no-store')
  expect(preview.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(outside.getByTestId('preview-banner')).toContainText('Preview — not published.')
  await expect(outside.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(outside.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  expect(await accessibilityProblems(outside)).toEqual([])

  // Autosave (decision 27): a change to a draft saves itself a few seconds later; a reload shows it.
  const autosaved = 'Saved by itself, a few seconds after typing stopped, with no button pressed.'
  await page.getByLabel('Excerpt').fill(autosaved)
  await expect(page.getByTestId('autosave-status')).toHaveText(/^Saved at \d{1,2}:\d{2}\s[AP]M$/, { timeout: 10_000 })
  await page.reload()
  await card.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(page.getByLabel('Excerpt')).toHaveValue(autosaved)
  await page.getByRole('button', { name: 'Publish Post' }).click()
  await expectToast(page, 'Blog Post Published', 'Your blog post has been successfully published.')
  await show.selectOption('published')
  await expect(card.getByText('Published', { exact: true })).toBeVisible()
  expect((await outside.goto(`/blog/${slug}`))!.status()).toBe(200)

  await card.getByRole('button', { name: `Edit ${title}` }).click()
  await page.getByRole('button', { name: 'Turn off preview links' }).click()
  await expectToast(page, 'Preview Links Turned Off', 'The preview link no longer works.')
  expect((await outside.goto(previewUrl))!.status()).toBe(404)
  await expect(outside.getByRole('heading', { name: 'This preview link does not work' })).toBeVisible()
  await page.getByRole('button', { name: 'Unpublish' }).click()
  await expectToast(page, 'Post Unpublished', 'It is a draft again and no longer on the site.')
  expect((await outside.goto(`/blog/${slug}`))!.status()).toBe(404)
  await visitor.close()
})

test('two tabs editing one post: the later save is told and chooses; leaving unsaved asks first (decision 27)', async ({
  page,
  request,
  context,
}) => {
  await clearPosts(request)
  const title = 'Conflicting edits of one post'
  await createPost(request, { title })
  await signIn(page)
  const other = await context.newPage()
  await other.goto('/admin-blog')
  for (const tab of [page, other]) await tab.getByRole('button', { name: `Edit ${title}` }).click()

  await other.getByLabel('Excerpt').fill('Saved in the other tab first, while this one was still open.')
  await other.getByRole('button', { name: 'Update Post' }).click()
  await expectToast(other, 'Blog Post Updated')

  const mine = 'Typed in this tab, saved after the other tab had saved its own.'
  await page.getByLabel('Excerpt').fill(mine)
  await page.getByRole('button', { name: 'Update Post' }).click()
  const conflict = page.getByRole('alert').filter({ hasText: 'This post changed since you opened it.' })
  await expect(conflict).toBeVisible()
  await expect(page.getByLabel('Excerpt')).toHaveValue(mine)
  await conflict.getByRole('button', { name: 'Load the latest version' }).click()
  await expect(page.getByLabel('Excerpt')).toHaveValue('Saved in the other tab first, while this one was still open.')
  await expect(conflict).toBeHidden()

  // Again, and this time keep mine, on purpose.
  await other.getByRole('button', { name: `Edit ${title}` }).click()
  await other.getByLabel('Excerpt').fill('The other tab saves a second time, still before this one.')
  await other.getByRole('button', { name: 'Update Post' }).click()
  await expectToast(other, 'Blog Post Updated')
  await page.getByLabel('Excerpt').fill(mine)
  await page.getByRole('button', { name: 'Update Post' }).click()
  await conflict.getByRole('button', { name: 'Save mine anyway' }).click()
  await expectToast(page, 'Blog Post Updated')
  const stored = await adminGet<{ posts: { excerpt: string }[] }>(request, '/api/blog?limit=50')
  expect(stored.posts[0]!.excerpt).toBe(mine)

  // Unsaved typing: Cancel asks first; saying no keeps the form and what was typed.
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  await page.getByLabel('Excerpt').fill('Typed, then almost thrown away by a stray click on Cancel.')
  page.once('dialog', (dialog) => void dialog.dismiss())
  await page.getByRole('banner').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByLabel('Excerpt')).toHaveValue('Typed, then almost thrown away by a stray click on Cancel.')
  let asked = ''
  page.once('dialog', (dialog) => {
    asked = dialog.message()
    void dialog.accept()
  })
  await page.getByRole('banner').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeHidden()
  expect(asked).toBe('Leave this post without saving? Your changes will be lost.')
  await other.close()
})

test('a review date and sources: entered in the form, shown on the post, removed again', async ({ page, request }) => {
  await clearPosts(request)
  await signIn(page)
  await page.getByRole('button', { name: 'New Post' }).click()
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Restore Tests Your Board Can Trust')
  await page
    .getByLabel('Excerpt')
    .fill('Why a backup only counts once you have restored from it, and how often to try.')
  await page
    .getByLabel('HTML Content')
    .fill('<p>Restore one system from backup every quarter and write down how long it took.</p>')
  await page.getByLabel('Category').selectOption('Best Practices')
  await page.getByLabel('Last reviewed').fill('2026-11-20')

  const sources = page.getByRole('group', { name: 'Sources', exact: true })
  await sources.getByRole('button', { name: 'Add a source' }).click()
  const first = sources.getByRole('group', { name: 'Source 1' })
  await expect(first.getByLabel('Source title')).toBeFocused()
  await page.keyboard.type('#StopRansomware Guide')
  await first.getByLabel('Publisher').fill('CISA')
  await first.getByLabel('Date published').fill('2023-10')
  await first.getByLabel('Link').fill('http://www.cisa.gov/stopransomware')
  await page.getByRole('button', { name: 'Publish Post' }).click()
  await expect(first.getByText('Link must start with https://, like https://www.cisa.gov/...')).toBeVisible()
  await expect(first.getByLabel('Link')).toBeFocused()
  await expect(first.getByLabel('Link')).toHaveAttribute('aria-invalid', 'true')
  await first.getByLabel('Link').fill('https://www.cisa.gov/stopransomware')
  // A second row left blank is dropped, not refused.
  await sources.getByRole('button', { name: 'Add a source' }).click()
  await page.getByRole('button', { name: 'Publish Post' }).click()
  await expectToast(page, 'Blog Post Created')

  await page.goto('/blog/restore-tests-your-board-can-trust')
  await expect(page.getByText('Last reviewed: November 20, 2026')).toBeVisible()
  const list = page.getByRole('region', { name: 'Sources' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('link', { name: '#StopRansomware Guide' })).toHaveAttribute(
    'href',
    'https://www.cisa.gov/stopransomware',
  )
  await expect(list).toContainText('CISA, October 2023.')

  await page.goto('/admin-blog')
  await page.getByRole('button', { name: 'Edit Restore Tests Your Board Can Trust' }).click()
  await expect(page.getByLabel('Last reviewed')).toHaveValue('2026-11-20')
  await page.getByLabel('Last reviewed').fill('')
  await page.getByRole('button', { name: 'Remove source 1' }).click()
  await expect(sources.getByRole('button', { name: 'Add a source' })).toBeFocused()
  await page.getByRole('button', { name: 'Update Post' }).click()
  await expectToast(page, 'Blog Post Updated')
  await page.goto('/blog/restore-tests-your-board-can-trust')
  await expect(page.getByRole('heading', { name: 'Restore Tests Your Board Can Trust' })).toBeVisible()
  await expect(page.getByText('Last reviewed')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Sources' })).toHaveCount(0)
})

test('the dashboard shows leads from the public site, searches across tabs and exports safe CSV', async ({ page }) => {
  const stamp = Date.now()
  const hostile = '=HYPERLINK("http://evil.example","x")'
  await page.goto('/#contact')
  const form = page.getByRole('form', { name: 'Request a free consultation' })
  await form.getByLabel('First name').fill(hostile)
  await form.getByLabel('Last name').fill('Zúñiga')
  await form.getByLabel('Work email').fill(`lead${stamp}@oakridge.k12.example`)
  await form.getByLabel('Position').selectOption('board-member')
  await form.getByLabel('School district').fill(`Oakridge ${stamp}`)
  await form.getByLabel('Virtual CISO Services').check()
  await form.getByLabel('Security Assessment').check()
  await form.getByRole('button', { name: 'Request Free Consultation' }).click()
  await expectToast(page, 'Success!')

  await page.goto('/resources')
  await page.getByLabel('Email address').fill(`news${stamp}@oakridge.k12.example`)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expectToast(page, 'Success!')
  await page.getByRole('link', { name: 'Download Free: FERPA Compliance Checklist' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('First name').fill('Dee')
  await dialog.getByLabel('Last name').fill('Kaur')
  await dialog.getByLabel('Work email').fill(`dl${stamp}@oakridge.k12.example`)
  await dialog.getByLabel('Position').selectOption('principal')
  await dialog.getByLabel('School district').fill(`Oakridge ${stamp}`)
  await dialog.getByRole('button', { name: 'Download PDF' }).click()
  await expectToast(page, 'Download Ready!')

  await signIn(page, '/admin-contacts')
  await page.getByLabel('Search leads').fill(`oakridge ${stamp}`)
  await expect(page.getByRole('tab', { name: 'Contact Forms (1)' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Downloads (1)' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Newsletters (0)' })).toBeVisible()
  // All leads opens first, the request and the download in it, newest first.
  await expect(page.getByRole('tab', { name: 'All leads (2)' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('all-row').filter({ visible: true })).toHaveCount(2)
  await page.getByRole('tab', { name: 'Contact Forms (1)' }).click()
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('link', { name: `lead${stamp}@oakridge.k12.example` })).toHaveAttribute(
    'href',
    `mailto:lead${stamp}@oakridge.k12.example`,
  )
  await expect(panel).toContainText('N/A')
  await expect(panel).toContainText('Virtual CISO Services')

  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe('contacts.csv')
  const text = await readFile((await download.path())!, 'utf8')
  expect(text.charCodeAt(0)).toBe(0xfeff)
  const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[]
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    firstName: `'${hostile}`,
    lastName: 'Zúñiga',
    services: 'vciso;assessment',
    district: `Oakridge ${stamp}`,
  })

  await page.getByRole('tab', { name: 'Newsletters (0)' }).click()
  await expect(page.getByText('No newsletter subscriptions found')).toBeVisible()
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expectToast(page, 'No Data', "There's no data to export.")

  await page.getByLabel('Search leads').fill(`news${stamp}`)
  await expect(page.getByRole('tab', { name: 'Newsletters (1)' })).toBeVisible()
  const newsDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  expect((await newsDownload).suggestedFilename()).toBe('newsletters.csv')

  await page.getByRole('tab', { name: /Downloads/ }).click()
  await page.getByLabel('Search leads').fill(`dl${stamp}`)
  const dlDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const dlFile = await dlDownload
  expect(dlFile.suggestedFilename()).toBe('resource-downloads.csv')
  const dlRows = parse((await readFile((await dlFile.path())!, 'utf8')).slice(1), { columns: true }) as Record<
    string,
    string
  >[]
  expect(dlRows[0]).toMatchObject({ resourceTitle: 'FERPA Compliance Checklist', firstName: 'Dee' })

  await page.getByRole('button', { name: 'Refresh' }).click()
  await expectToast(page, 'Data Refreshed', 'All data has been refreshed successfully.')
})
