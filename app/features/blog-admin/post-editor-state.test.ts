import { describe, expect, it } from 'vitest'
import { adminPost as post } from '../../../tests/component/blog-fixtures.ts'
import {
  failedToast,
  initialEditorState,
  isDirty,
  type PostEditorEvent,
  postEditorReducer,
  type PostEditorState,
  isScheduled,
  savedToast,
  statusToSave,
} from './post-editor-state.ts'
import { emptyValues, sourceRow, valuesFromPost } from './post-form-values.ts'

const TZ = 'America/Chicago'
const empty = emptyValues('Dr. Ellis')

const run = (events: PostEditorEvent[], from: PostEditorState = initialEditorState(empty)) =>
  events.reduce(postEditorReducer, from)

describe('the post editor state (use-post-editor.ts)', () => {
  it('opens on a post with its values, each opening a new form, and nothing typed yet', () => {
    const draft = post()
    const state = run([{ type: 'opened', post: draft, values: valuesFromPost(draft, TZ) }])
    expect(state.open).toBe(true)
    expect(state.editing).toBe(draft)
    expect(state.values.title).toBe('Tabletop exercises')
    expect(state.opening).toBe(1)
    expect(isDirty(state)).toBe(false)
    expect(run([{ type: 'opened', post: null, values: empty }], state).opening).toBe(2)
  })

  it('is dirty once something is typed, and the slug follows the title (spec §4)', () => {
    const state = run([
      { type: 'opened', post: null, values: empty },
      { type: 'changed', key: 'title', value: 'FERPA & You: 5 Things' },
    ])
    expect(state.values.slug).toBe('ferpa-you-5-things')
    expect(isDirty(state)).toBe(true)
    const excerpt = run([{ type: 'changed', key: 'excerpt', value: 'Short' }], state)
    expect(excerpt.values.slug).toBe('ferpa-you-5-things')
  })

  it('a closed form is never dirty, and closing forgets the post, the typing and a conflict', () => {
    const draft = post()
    const state = run([
      { type: 'opened', post: draft, values: valuesFromPost(draft, TZ) },
      { type: 'changed', key: 'title', value: 'Something else' },
      { type: 'conflict' },
      { type: 'closed', values: empty },
    ])
    expect(state).toEqual({ open: false, editing: null, values: empty, opened: empty, opening: 2, conflict: false })
    expect(isDirty(run([{ type: 'changed', key: 'title', value: 'x' }], state))).toBe(false)
  })

  it("adds, changes and removes source rows by their key, leaving the others' values alone", () => {
    const a = sourceRow({ title: 'K-12 toolkit' })
    const b = sourceRow({ title: 'Ransomware guide' })
    const state = run([
      { type: 'opened', post: null, values: empty },
      { type: 'source-added', row: a },
      { type: 'source-added', row: b },
      { type: 'source-changed', key: b.key, part: 'publisher', value: 'CISA' },
      { type: 'source-removed', key: a.key },
    ])
    expect(state.values.sources).toEqual([{ ...b, publisher: 'CISA' }])
  })

  it('an autosave makes the saved values the clean ones: typing after it is dirty again (decision 27)', () => {
    const draft = post()
    const typed = run([
      { type: 'opened', post: draft, values: valuesFromPost(draft, TZ) },
      { type: 'changed', key: 'excerpt', value: 'How to run a ninety-minute exercise with the cabinet.' },
    ])
    const saved = run([{ type: 'autosaved', post: post({ version: 3 }), saved: typed.values }], typed)
    expect(saved.editing?.version).toBe(3)
    expect(isDirty(saved)).toBe(false)
    expect(saved.opening).toBe(typed.opening)
    expect(isDirty(run([{ type: 'changed', key: 'author', value: 'Sam' }], saved))).toBe(true)
  })

  it('a conflict keeps what was typed until the admin overwrites, loads the latest or drops it', () => {
    const draft = post()
    const typed = run([
      { type: 'opened', post: draft, values: valuesFromPost(draft, TZ) },
      { type: 'changed', key: 'title', value: 'Mine' },
      { type: 'conflict' },
    ])
    expect(typed.conflict).toBe(true)
    expect(typed.values.title).toBe('Mine')
    expect(run([{ type: 'overwriting' }], typed)).toMatchObject({ conflict: false, values: { title: 'Mine' } })
    const latest = post({ title: 'Theirs', version: 5 })
    expect(run([{ type: 'opened', post: latest, values: valuesFromPost(latest, TZ) }], typed)).toMatchObject({
      conflict: false,
      editing: latest,
      values: { title: 'Theirs' },
    })
    const dropped = run([{ type: 'typing-dropped' }], typed)
    expect(dropped.values.title).toBe('Tabletop exercises')
    expect(isDirty(dropped)).toBe(false)
  })
})

describe('what a save sends and says (decision 25, spec §8)', () => {
  const published = post({ status: 'published' })
  it('publishes a new post or a draft with the main button, keeps a published post published, and Save Draft saves a draft', () => {
    expect(statusToSave('main', null)).toBe('published')
    expect(statusToSave('main', post())).toBe('published')
    expect(statusToSave('main', published)).toBeUndefined()
    expect(statusToSave('draft', null)).toBe('draft')
    expect(statusToSave('draft', published)).toBe('draft')
  })

  it('names what happened', () => {
    expect(savedToast('main', null).title).toBe('Blog Post Created')
    expect(savedToast('main', post()).title).toBe('Blog Post Published')
    expect(savedToast('main', published).title).toBe('Blog Post Updated')
    expect(savedToast('draft', null).title).toBe('Draft Saved')
    expect(savedToast('draft', post()).title).toBe('Draft Saved')
    expect(savedToast('draft', published).title).toBe('Post Unpublished')
    // A post dated ahead is not public yet: nothing says published (issue 56).
    expect(savedToast('main', null, 'Mar 5, 2030, 9:00 AM')).toEqual({
      title: 'Blog Post Scheduled',
      description: 'Scheduled for Mar 5, 2030, 9:00 AM.',
    })
    expect(savedToast('main', post(), 'Mar 5, 2030, 9:00 AM').title).toBe('Blog Post Scheduled')
    expect(savedToast('draft', null, 'Mar 5, 2030, 9:00 AM').title).toBe('Draft Saved')
  })

  it('calls a date on the site clock scheduled only when it is ahead', () => {
    const now = Date.parse('2026-11-29T15:00:00Z') // 9:00 AM in Chicago
    expect(isScheduled('', TZ, now)).toBe(false)
    expect(isScheduled('2026-11-29T09:01', TZ, now)).toBe(true)
    expect(isScheduled('2026-11-29T09:00', TZ, now)).toBe(false)
    expect(isScheduled('2026-11-28T20:00', TZ, now)).toBe(false)
  })

  it("gives the server's words for a refusal, or its own", () => {
    expect(failedToast(null, '')).toEqual({
      title: 'Failed to Create Post',
      description: 'An error occurred while creating the blog post.',
    })
    expect(failedToast(published, 'Slug taken')).toEqual({ title: 'Update Failed', description: 'Slug taken' })
  })
})
