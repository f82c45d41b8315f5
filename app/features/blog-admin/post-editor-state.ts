import { slugify } from '#app/features/blog/slug.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { dateTime, fromWallClock } from '#app/lib/dates.ts'
import type { AdminPost } from './api.ts'
import type { PostFormValues, SourceRow } from './post-form-values.ts'

export interface PostEditorState {
  open: boolean
  editing: AdminPost | null
  values: PostFormValues
  /** Conform resets its fields to these; `values` differing is "typed but not saved" */
  opened: PostFormValues
  /** a new Conform form id, so the last opening's errors do not follow */
  opening: number
  /** Decision 27: kept until the admin loads the latest version or saves theirs over it. */
  conflict: boolean
}

export type PostEditorEvent =
  | { type: 'opened'; post: AdminPost | null; values: PostFormValues }
  | { type: 'closed'; values: PostFormValues }
  /** the slug follows the title (spec §4) */
  | { type: 'changed'; key: keyof PostFormValues; value: PostFormValues[keyof PostFormValues] }
  | { type: 'source-added'; row: SourceRow }
  | { type: 'source-changed'; key: string; part: Exclude<keyof SourceRow, 'key'>; value: string }
  | { type: 'source-removed'; key: string }
  | { type: 'autosaved'; post: AdminPost; saved: PostFormValues }
  | { type: 'conflict' }
  | { type: 'overwriting' }
  | { type: 'typing-dropped' }

export const initialEditorState = (values: PostFormValues): PostEditorState => ({
  open: false,
  editing: null,
  values,
  opened: values,
  opening: 0,
  conflict: false,
})

export function postEditorReducer(state: PostEditorState, event: PostEditorEvent): PostEditorState {
  switch (event.type) {
    case 'opened':
    case 'closed': {
      const open = event.type === 'opened'
      const { values } = event
      return {
        open,
        editing: open ? event.post : null,
        values,
        opened: values,
        opening: state.opening + 1,
        conflict: false,
      }
    }
    case 'changed': {
      const slug = event.key === 'title' ? { slug: slugify(event.value as string) } : {}
      return { ...state, values: { ...state.values, [event.key]: event.value, ...slug } }
    }
    case 'source-added':
      return withSources(state, [...state.values.sources, event.row])
    case 'source-changed':
      return withSources(
        state,
        state.values.sources.map((s) => (s.key === event.key ? { ...s, [event.part]: event.value } : s)),
      )
    case 'source-removed':
      return withSources(
        state,
        state.values.sources.filter((s) => s.key !== event.key),
      )
    case 'autosaved':
      return { ...state, editing: event.post, opened: event.saved }
    case 'conflict':
      return { ...state, conflict: true }
    case 'overwriting':
      return { ...state, conflict: false }
    case 'typing-dropped':
      return { ...state, values: state.opened }
  }
}

const withSources = (state: PostEditorState, sources: SourceRow[]): PostEditorState => ({
  ...state,
  values: { ...state.values, sources },
})

/** Leaving asks first, and a saved draft saves itself. */
export const isDirty = (state: PostEditorState) =>
  state.open && JSON.stringify(state.values) !== JSON.stringify(state.opened)

/** Not another 409, such as a slug taken (decision 27). */
export const isVersionConflict = (error: unknown) =>
  error instanceof ApiError && error.code === 'conflict' && error.reason === 'version_conflict'

/** Save Draft / Unpublish, or the main button (decision 25). */
export type SaveIntent = 'main' | 'draft'

/** Public but not yet: its toast says so. */
export function scheduledFor(post: Pick<AdminPost, 'status' | 'publishedAt'>, timeZone: string, now = Date.now()) {
  return post.status === 'published' && new Date(post.publishedAt).getTime() > now
    ? dateTime(post.publishedAt, timeZone)
    : null
}

/** The date is the site's wall clock, or empty for now. */
export const isScheduled = (publishedAt: string, timeZone: string, now = Date.now()) =>
  Boolean(publishedAt) && (fromWallClock(publishedAt, timeZone)?.getTime() ?? 0) > now

/** A published post keeps its status. */
export function statusToSave(intent: SaveIntent, editing: AdminPost | null): 'draft' | 'published' | undefined {
  if (intent === 'draft') return 'draft'
  return !editing || editing.status === 'draft' ? 'published' : undefined
}

/** Spec §8. Nothing says published for a post nobody can read yet. */
export function savedToast(
  intent: SaveIntent,
  editing: AdminPost | null,
  scheduledFor: string | null = null,
): { title: string; description: string } {
  const wasDraft = editing?.status === 'draft'
  if (intent === 'main' && scheduledFor)
    return { title: 'Blog Post Scheduled', description: `Scheduled for ${scheduledFor}.` }
  if (intent === 'draft')
    return editing && !wasDraft
      ? { title: 'Post Unpublished', description: 'It is a draft again and no longer on the site.' }
      : { title: 'Draft Saved', description: 'Only signed-in admins can see it until you publish it.' }
  if (editing && wasDraft)
    return { title: 'Blog Post Published', description: 'Your blog post has been successfully published.' }
  if (editing) return { title: 'Blog Post Updated', description: 'Your changes have been saved.' }
  return { title: 'Blog Post Created', description: 'Your blog post has been successfully published.' }
}

export function failedToast(editing: AdminPost | null, message: string): { title: string; description: string } {
  return editing
    ? { title: 'Update Failed', description: message || 'Failed to update blog post.' }
    : { title: 'Failed to Create Post', description: message || 'An error occurred while creating the blog post.' }
}
