import { expect, test } from './test.ts'
import { quizQuestions } from '../../content/quiz.ts'
import { signInByKeyboard, tabTo } from './focus.ts'
import { createPost, expectToast } from './helpers.ts'

/**
 * The journeys a visitor and the consultant make, with the keyboard alone (WCAG 2.1.1), with the
 * focus visible at every stop (WCAG 2.4.7; focus.ts). The lead pipeline's journey runs on the
 * leads server (leads/keyboard.spec.ts), two-factor sign-in on its own (isolated/two-factor.spec.ts). The accessibility
 * statement (/accessibility) names these; the skip link and the mobile menu have their own tests
 * (navigation.spec.ts, mobile-menu.phone.spec.ts). One width is enough: the controls are the same.
 */

test(
  'the whole quiz, from the first question to Get Training',
  { tag: ['@wcag2.1.1', '@wcag2.1.2', '@wcag2.4.3', '@wcag2.4.7', '@wcag3.2.1'] },
  async ({ page }) => {
    await page.goto('/cybersecurity-quiz')
    for (const [i, q] of quizQuestions.entries()) {
      const firstOption = page.getByRole('radio').first()
      await tabTo(page, firstOption)
      // Arrow keys move the choice within the group; the second option is wrong unless it is correct.
      await page.keyboard.press('ArrowDown')
      await expect(page.getByRole('radio').nth(1)).toBeChecked()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.locator('#quiz').getByText(q.explanation)).toBeVisible()
      // The keyboard is on the button that carries on, where Submit Answer was.
      const next = page.getByRole('link', { name: i === quizQuestions.length - 1 ? 'View Results' : 'Next Question' })
      await expect(next).toBeFocused()
      await tabTo(page, next)
      await page.keyboard.press('Enter')
      if (i < quizQuestions.length - 1) {
        await expect(page.getByRole('heading', { name: quizQuestions[i + 1]!.question })).toBeFocused()
      }
    }
    await expect(page.getByRole('heading', { name: 'Your results' })).toBeFocused()
    const expected = quizQuestions.filter((q) => q.correctAnswer === 1).length
    await expect(page.getByTestId('quiz-score')).toHaveText(`${expected}/15`)
    await tabTo(page, page.getByRole('link', { name: 'Get Training' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/#contact$/)
    await expect(page.locator('#contact-heading')).toBeInViewport()
  },
)

test(
  'a consultation request, from the header to the confirmation',
  { tag: ['@wcag2.1.1', '@wcag2.1.2', '@wcag2.4.3', '@wcag2.4.7', '@wcag3.2.1'] },
  async ({ page }) => {
    await page.goto('/')
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Contact Us' }))
    await page.keyboard.press('Enter')
    await expect(page.locator('#contact')).toBeFocused()

    const form = page.getByRole('form', { name: 'Request a free consultation' })
    await tabTo(page, form.getByLabel('First name'))
    await page.keyboard.type('Marcus')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Bell')
    await page.keyboard.press('Tab')
    await expect(form.getByLabel('Work email')).toBeFocused()
    await page.keyboard.type(`supt+kbd${Date.now()}@hillcrest.k12.example`)
    await page.keyboard.press('Tab')
    await expect(form.getByLabel('Position')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(form.getByLabel('Position')).not.toHaveValue('')
    await tabTo(page, form.getByLabel('School district'))
    await page.keyboard.type('Hillcrest School District')
    await tabTo(page, form.getByLabel('Virtual CISO Services'))
    await page.keyboard.press('Space')
    await expect(form.getByLabel('Virtual CISO Services')).toBeChecked()
    await tabTo(page, form.getByRole('button', { name: 'Request Free Consultation' }))
    await page.keyboard.press('Enter')
    await expectToast(page, 'Success!')
    await expect(form.getByLabel('First name')).toHaveValue('')
  },
)

test(
  'the resource download dialog: open, fix errors, download, and Escape returns focus',
  { tag: ['@wcag2.1.1', '@wcag2.1.2', '@wcag2.4.3', '@wcag2.4.7', '@wcag3.2.1'] },
  async ({ page }) => {
    await page.goto('/resources')
    const opener = page.getByRole('link', { name: 'Download Free: Password Policy Template' })
    await page.getByLabel('Search resources').focus()
    await page.keyboard.type('password policy')
    await tabTo(page, opener)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Download: Password Policy Template' })
    await expect(dialog).toBeVisible()
    // Focus starts inside the dialog, and Escape closes it and returns focus to the button.
    await expect(dialog.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await tabTo(page, dialog.getByRole('button', { name: 'Download PDF' }))
    await page.keyboard.press('Enter')
    await expect(dialog.getByText('Please select your position')).toBeVisible()
    // The first field in error takes focus, so the visitor starts where the problem is.
    await expect(dialog.getByLabel('First name')).toBeFocused()
    await page.keyboard.type('Priya')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Natarajan')
    await page.keyboard.press('Tab')
    await page.keyboard.type(`it+kbd${Date.now()}@lakeside.k12.example`)
    await page.keyboard.press('Tab')
    await expect(dialog.getByLabel('Position')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await tabTo(page, dialog.getByLabel('School district'))
    await page.keyboard.type('Lakeside Unified')
    const download = page.waitForEvent('download')
    await tabTo(page, dialog.getByRole('button', { name: 'Download PDF' }))
    await page.keyboard.press('Enter')
    expect((await download).suggestedFilename()).toBe('Password Policy Template.pdf')
    await expect(dialog).toBeHidden()
  },
)

test(
  'the consultant signs in and publishes a post with the keyboard alone',
  { tag: ['@wcag2.1.1', '@wcag2.1.2', '@wcag2.4.3', '@wcag2.4.7', '@wcag3.2.1'] },
  async ({ page, request }) => {
    await createPost(request) // the list is not empty, so its Delete buttons sit in the tab order too
    await page.goto('/admin-blog')
    await signInByKeyboard(page)
    await expect(page.getByRole('heading', { name: /Published Posts/ })).toBeVisible()

    await tabTo(page, page.getByRole('button', { name: 'New Post' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible()
    const title = `Keyboard-only publishing ${Date.now()}`
    await tabTo(page, page.getByRole('textbox', { name: 'Title', exact: true }))
    await page.keyboard.type(title)
    await tabTo(page, page.getByLabel('Excerpt'))
    await page.keyboard.type('A post written and published without a mouse, as some of our readers work.')
    await tabTo(page, page.getByRole('textbox', { name: 'Content', exact: true }))
    await page.keyboard.type('Every control in the editor can be reached with Tab. ')
    await page.keyboard.press('Control+b')
    await page.keyboard.type('Bold by shortcut.')
    await expect(page.getByLabel('HTML Content')).toHaveValue(/<strong>\s?Bold by shortcut\.<\/strong>/)
    await tabTo(page, page.getByLabel('Category'))
    await page.keyboard.press('ArrowDown')
    await expect(page.getByLabel('Category')).not.toHaveValue('')
    await tabTo(page, page.getByRole('button', { name: 'Publish Post' }))
    await page.keyboard.press('Enter')
    await expectToast(page, 'Blog Post Created', 'Your blog post has been successfully published.')
    await expect(page.getByText(title)).toBeVisible()
  },
)
