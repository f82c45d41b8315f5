import { expect, test } from './test.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'
import { accessibilityProblems } from './axe.ts'
import { adminGet, clearPosts, createPost, expectToast } from './helpers.ts'

test('revision history: what a conflict kept, compared word by word, restored as a new revision (decision 28)', async ({
  page,
  request,
  context,
}) => {
  await clearPosts(request)
  const title = 'Restoring the words of an earlier save'
  const post = await createPost(request, {
    title,
    excerpt: 'Tabletop exercises once a year, with the superintendent in the room.',
  })
  await page.goto('/admin-blog')
  await page.getByLabel('Admin Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Security Passphrase').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
  await expect(page.getByText(`Welcome, ${E2E_ADMIN.username}`)).toBeVisible()
  const other = await context.newPage()
  await other.goto('/admin-blog')
  for (const tab of [page, other]) await tab.getByRole('button', { name: `Edit ${title}` }).click()

  // The other tab saves first; this tab's save meets the newer version and loads it.
  await other.getByLabel('Excerpt').fill('Tabletop exercises twice a year, with the board chair in the room.')
  await other.getByRole('button', { name: 'Update Post' }).click()
  await expectToast(other, 'Blog Post Updated')
  const mine = 'Tabletop exercises every term, with principals and the business office.'
  await page.getByLabel('Excerpt').fill(mine)
  await page.getByRole('button', { name: 'Update Post' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'This post changed since you opened it.' })).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])
  await page.getByRole('button', { name: 'Load the latest version' }).click()
  await expectToast(page, 'Latest Version Loaded', 'What you typed is kept in the revision history.')
  await expect(page.getByLabel('Excerpt')).toHaveValue(
    'Tabletop exercises twice a year, with the board chair in the room.',
  )

  // The history lists every save, newest first, and what the conflict kept.
  const history = page.getByRole('region', { name: 'Revision history' })
  await history.getByRole('button', { name: 'Show history' }).click()
  const revisions = history.getByRole('list', { name: 'Revisions, newest first' }).getByRole('button')
  await expect(revisions).toHaveCount(3)
  await expect(revisions.nth(0)).toContainText(`Kept after a conflict by ${E2E_ADMIN.username}`)
  await expect(revisions.nth(1)).toContainText(`Saved by ${E2E_ADMIN.username} · current version`)
  await expect(revisions.nth(2)).toContainText('Created by')

  // Choosing the kept one shows the words that differ, not the whole text.
  await revisions.nth(0).click()
  await expect(revisions.nth(0)).toHaveAttribute('aria-pressed', 'true')
  const excerpt = history.getByRole('definition').first()
  // Struck through: only in the kept revision; underlined: only in the text now.
  await expect(excerpt.locator('del').first()).toHaveText('[removed: every term]')
  await expect(excerpt.locator('ins').first()).toHaveText('[added: twice a year]')
  await expect(excerpt).toContainText('Tabletop exercises ')
  expect(await accessibilityProblems(page)).toEqual([])

  // Restore it: the post gets those words back, as a new revision; the other tab's stays in the history.
  // Nothing typed since the latest version loaded, so restoring must not ask "Leave this post…?"
  // (a question the browser would answer No to, silently).
  const questions: string[] = []
  page.on('dialog', (dialog) => {
    questions.push(dialog.message())
    void dialog.dismiss()
  })
  await history.getByRole('button', { name: 'Restore this revision' }).click()
  try {
    await expectToast(page, 'Revision Restored')
  } finally {
    expect(questions, 'restoring asked the leave question').toEqual([])
  }
  await expect(page.getByLabel('Excerpt')).toHaveValue(mine)
  const stored = await adminGet<{ posts: { id: number; excerpt: string; version: number }[] }>(
    request,
    '/api/blog?limit=50',
  )
  expect(stored.posts.find((p) => p.id === post.id)).toMatchObject({ excerpt: mine, version: 3 })
  await expect(revisions).toHaveCount(4)
  await expect(revisions.nth(0)).toContainText(`Restored by ${E2E_ADMIN.username} · current version`)
  await other.close()
})
