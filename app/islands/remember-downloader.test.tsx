// @vitest-environment happy-dom
import { beforeEach, expect, it } from 'vitest'
import { ResourceDownloadForm } from '#app/features/resources/resource-download-form.tsx'
import { serverRender } from '../../tests/component/server-render.tsx'
import { rememberDownloader } from './remember-downloader.ts'

const details = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dreyes@district.example',
  position: 'technology-director',
  district: 'Cedar Falls USD',
}

async function form() {
  await serverRender(<ResourceDownloadForm resourceTitle="Incident Response Playbook" action="/resources/x" />)
  return document.querySelector('form')!
}
const value = (f: HTMLFormElement, name: string) => (f.elements.namedItem(name) as HTMLInputElement).value
const box = (f: HTMLFormElement) => f.elements.namedItem('rememberMe') as HTMLInputElement

beforeEach(() => localStorage.clear())

it('keeps the details of a download only when the visitor ticks the box, and fills the next form with them', async () => {
  let f = await form()
  const stored = rememberDownloader(f)
  expect(box(f).checked).toBe(false)
  stored({ ...details })
  expect(localStorage.length).toBe(0)

  box(f).checked = true
  stored({ ...details })
  expect(JSON.parse(localStorage.getItem('schoolshield:downloader')!)).toEqual(details)

  f = await form() // the next resource's page
  rememberDownloader(f)
  expect(box(f).checked).toBe(true)
  expect([value(f, 'firstName'), value(f, 'email'), value(f, 'position'), value(f, 'district')]).toEqual([
    'Dana',
    'dreyes@district.example',
    'technology-director',
    'Cedar Falls USD',
  ])
})

it('forgets at once when the box is unticked, and fills the form again after a reset', async () => {
  localStorage.setItem('schoolshield:downloader', JSON.stringify(details))
  const f = await form()
  rememberDownloader(f)
  f.reset()
  await new Promise((done) => setTimeout(done, 5))
  expect(value(f, 'lastName')).toBe('Reyes')
  box(f).checked = false
  box(f).dispatchEvent(new Event('change'))
  expect(localStorage.getItem('schoolshield:downloader')).toBeNull()
})

it('ignores what it cannot read back', async () => {
  localStorage.setItem('schoolshield:downloader', '{not json')
  const f = await form()
  rememberDownloader(f)
  expect(box(f).checked).toBe(false)
  expect(value(f, 'firstName')).toBe('')
})
