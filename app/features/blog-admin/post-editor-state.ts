import { slugify } from '#app/features/blog/slug.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { dateTime, fromWallClock } from '#app/lib/dates.ts'
import type { AdminPost } from './api.ts'
import type { PostFormValues, SourceRow } from './post-form-values.ts'

/** The post editor's state (use-post-editor.ts), changed only by `postEditorReducer`. */
export interface PostEditorState {
  /** the form is showing */
  open: boolean
  /** the post the form edits; null: a new post */
  editing: AdminPost | null
  /** what the form's inputs hold */
  values: PostFormValues
  /** the values the form opened with, or last saved: Conform resets its fields to them, and `values` differing is "typed but not saved" */
  opened: PostFormValues
  /** each opening of the form is a new Conform form (its id): the errors of the last one do not follow */
  opening: number
  /**
   * Decision 27: the post changed on the server since this form opened. The form keeps what was
   * typed until the admin loads the latest version or saves theirs over it.
   */
  conflict: boolean
}

export type PostEditorEvent =
  /** the form opens on a post (null: a new one) with these values */
  | { type: 'opened'; post: AdminPost | null; values: PostFormValues }
  /** the form closes; `values` are a new post's, for the next opening */
  | { type: 'closed'; values: PostFormValues }
  /** one field typed; the slug follows the title (spec §4) */
  | { type: 'changed'; key: keyof PostFormValues; value: PostFormValues[keyof PostFormValues] }
  | { type: 'source-added'; row: SourceRow }
  | { type: 'source-changed'; key: string; part: Exclude<keyof SourceRow, 'key'>; value: string }
  | { type: 'source-removed'; key: string }
  /** the draft saved itself: the post as it is now, and the values it saved */
  | { type: 'autosaved'; post: AdminPost; saved: PostFormValues }
  /** a save met a newer version */
  | { type: 'conflict' }
  /** "Save mine anyway": the save goes again, over the newer version */
  | { type: 'overwriting' }
  /** what was typed is dropped: the form shows what it opened with (before a revision's restore) */
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
      return {
        open: true,
        editing: event.post,
        values: event.values,
        opened: event.values,
        opening: state.opening + 1,
        conflict: false,
      }
    case 'closed':
      return {
        open: false,
        editing: null,
        values: event.values,
        opened: event.values,
        opening: state.opening + 1,
        conflict: false,
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

/**
 * Typed but not saved: leaving asks first (closing the tab, Cancel, another post, another admin
 * page), and a saved draft saves itself.
 */
export const isDirty = (state: PostEditorState) =>
  state.open && JSON.stringify(state.values) !== JSON.stringify(state.opened)

/** Which button asked for the save: the main one (Publish Post, Update Post) or Save Draft / Unpublish (decision 25). */
/**
 * The save was refused because the post changed on the server since this form opened (decision 27),
 * as the answer's code and reason say: not another 409, such as a slug taken.
 */
export const isVersionConflict = (error: unknown) =>
  error instanceof ApiError && error.code === 'conflict' && error.reason === 'version_conflict'

export type SaveIntent = 'main' | 'draft'

/** A saved post's date in words when it is public but not yet (its toast says so), else null. */
export function scheduledFor(post: Pick<AdminPost, 'status' | 'publishedAt'>, timeZone: string, now = Date.now()) {
  return post.status === 'published' && new Date(post.publishedAt).getTime() > now
    ? dateTime(post.publishedAt, timeZone)
    : null
}

/** Whether a date the form holds (the site's wall clock, or empty for now) is ahead: the post would be scheduled. */
export const isScheduled = (publishedAt: string, timeZone: string, now = Date.now()) =>
  Boolean(publishedAt) && (fromWallClock(publishedAt, timeZone)?.getTime() ?? 0) > now

/** The status a save sends: new posts and drafts publish with the main button; a published post keeps its status. */
export function statusToSave(intent: SaveIntent, editing: AdminPost | null): 'draft' | 'published' | undefined {
  if (intent === 'draft') return 'draft'
  return !editing || editing.status === 'draft' ? 'published' : undefined
}

/**
 * The toast of a save that went through (spec §8). `editing`: the post as it was before the save;
 * `scheduledFor`: the saved post's date, in words, when it is public but not yet (issue 56: nothing
 * says published for a post nobody can read yet).
 */
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

/** The toast of a save the server refused; `message`: the server's words, when it gave any. */
export function failedToast(editing: AdminPost | null, message: string): { title: string; description: string } {
  return editing
    ? { title: 'Update Failed', description: message || 'Failed to update blog post.' }
    : { title: 'Failed to Create Post', description: message || 'An error occurred while creating the blog post.' }
}
