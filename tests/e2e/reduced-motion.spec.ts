import { expect, test, type Page } from './test.ts'

/** `prefers-reduced-motion: reduce` turns off smooth scrolling, animations and transitions (WCAG 2.3.3). */

async function motion(page: Page) {
  return page.evaluate(() => {
    const spinner = document.createElement('span')
    spinner.className = 'animate-spin'
    document.body.append(spinner)
    const button = document.querySelector('.btn-primary')!
    const seconds = (value: string) => parseFloat(value) * (value.endsWith('ms') ? 0.001 : 1)
    const result = {
      scroll: getComputedStyle(document.documentElement).scrollBehavior,
      spinnerSeconds: seconds(getComputedStyle(spinner).animationDuration),
      spinnerRepeats: getComputedStyle(spinner).animationIterationCount,
      buttonTransitionSeconds: seconds(getComputedStyle(button).transitionDuration),
    }
    spinner.remove()
    return result
  })
}

test(
  'with reduced motion asked for, nothing scrolls smoothly, spins or fades',
  { tag: ['@wcag2.3.3'] },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const reduced = await motion(page)
    expect(reduced.scroll).toBe('auto')
    expect(reduced.spinnerSeconds).toBeLessThan(0.001)
    expect(reduced.spinnerRepeats).toBe('1')
    expect(reduced.buttonTransitionSeconds).toBeLessThan(0.001)

    await page.emulateMedia({ reducedMotion: 'no-preference' })
    const full = await motion(page)
    expect(full.scroll).toBe('smooth')
    expect(full.spinnerSeconds).toBeGreaterThan(0.5)
    expect(full.spinnerRepeats).toBe('infinite')
    expect(full.buttonTransitionSeconds).toBeGreaterThan(0.05)
  },
)
