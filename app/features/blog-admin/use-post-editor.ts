import { useEffect, useReducer, useRef, type ChangeEvent } from 'react'
import { useToast } from '#app/components/ui/toast.tsx'
import { ApiError } from '#app/lib/api-client.ts'
import { useAdminForm } from '#app/lib/forms/admin-form.ts'
import { useSavePost, type AdminPost } from './api.ts'
import {
  failedToast,
  initialEditorState,
  isDirty,
  isVersionConflict,
  postEditorReducer,
  savedToast,
  scheduledFor,
  statusToSave,
  type SaveIntent,
} from './post-editor-state.ts'
import {
  emptyValues,
  postFormSchema,
  sourceRow,
  toPayload,
  valuesFromPost,
  type PostFormValues,
  type SourceRow,
} from './post-form-values.ts'
import { useAutosave } from './use-autosave.ts'
import { useLoadLatest } from './use-load-latest.ts'
import { useLeaveGuard } from './use-leave-guard.ts'

export type PostEditor = ReturnType<typeof usePostEditor>

/**
 * The blog administration's form: which post it edits and its values, in one reducer
 * (post-editor-state.ts, where the rules are tested); the check, the errors and the focus are the
 * admin forms' (useAdminForm). The values live here because the slug follows the title and two
 * controls edit the content. Saving answers with the toasts of spec §8; the mutations read the
 * list again (api.ts). A saved draft saves itself (use-autosave.ts), a save that meets a newer
 * version asks what to do (decision 27; use-load-latest.ts), and leaving with unsaved typing asks
 * first (use-leave-guard.ts).
 */
export function usePostEditor({ defaultAuthor, timeZone }: { defaultAuthor: string; timeZone: string }) {
  const { toast } = useToast()
  const [state, dispatch] = useReducer(postEditorReducer, emptyValues(defaultAuthor), initialEditorState)
  const { editing, values, opened } = state
  const formRef = useRef<HTMLFormElement>(null)
  /** The post the form shows now, for an answer that arrives after the admin may have moved on. */
  const showing = useRef<number | null>(null)
  useEffect(() => {
    showing.current = state.open ? (editing?.id ?? null) : null
  })
  /**
   * What the next save asks for, read by `send` in the submit that sets it (before any render):
   * which button (its second one sets this and submits the form itself), whether it overwrites a
   * newer version on purpose, and what the last refused save asked for, so "Save mine anyway"
   * repeats it (publish, draft, unpublish).
   */
  const next = useRef<{ intent: SaveIntent; overwrite: boolean; refused: SaveIntent }>({
    intent: 'main',
    overwrite: false,
    refused: 'main',
  })
  const save = useSavePost()
  const latest = useLoadLatest({ timeZone, show: (post) => edit(post), gone: () => close() })
  const { form, errors } = useAdminForm({
    id: `post-form-${state.opening}`,
    schema: postFormSchema,
    rawValues: true,
    defaultValue: opened,
    async send() {
      const { intent, overwrite } = next.current
      next.current = { ...next.current, intent: 'main', overwrite: false }
      const status = statusToSave(intent, editing)
      let saved: AdminPost
      try {
        const answer = await save.mutateAsync({
          id: editing?.id,
          post: {
            ...toPayload(values, timeZone),
            ...(status ? { status } : {}),
            ...(editing && !overwrite ? { version: editing.version } : {}),
          },
        })
        saved = answer.post
      } catch (error) {
        if (isVersionConflict(error)) {
          next.current.refused = intent
          dispatch({ type: 'conflict' })
          return
        }
        toast({ variant: 'destructive', ...failedToast(editing, error instanceof ApiError ? error.message : '') })
        throw error
      }
      toast(savedToast(intent, editing, scheduledFor(saved, timeZone)))
      close()
    },
  })

  /** Submits the form as its main button would, for `intent`. */
  function submit(intent: SaveIntent, overwrite?: true) {
    next.current = { ...next.current, intent, ...(overwrite ? { overwrite } : {}) }
    const element = formRef.current
    element?.requestSubmit(element.querySelector<HTMLButtonElement>('button[type="submit"]'))
  }

  function edit(post: AdminPost | null) {
    dispatch({ type: 'opened', post, values: post ? valuesFromPost(post, timeZone) : emptyValues(defaultAuthor) })
    autosaver.reset()
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ block: 'start' })
      if (post) formRef.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus()
    })
  }

  function close() {
    autosaver.reset()
    dispatch({ type: 'closed', values: emptyValues(defaultAuthor) })
  }

  /** Saving, or choosing the latest version after a conflict, does not ask. */
  const dirty = isDirty(state)
  const leaveOk = useLeaveGuard(dirty)

  const autosaver = useAutosave({
    editing,
    values,
    enabled: dirty && !state.conflict && editing?.status === 'draft',
    save,
    timeZone,
    onSaved: (post, saved) => dispatch({ type: 'autosaved', post, saved }),
    onConflict() {
      next.current.refused = 'draft'
      dispatch({ type: 'conflict' })
    },
  })

  /** The slug follows the title (spec §4). */
  function set<K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) {
    dispatch({ type: 'changed', key, value })
  }

  return {
    formRef,
    form,
    open: state.open,
    editing,
    values,
    errors,
    pending: save.isPending,
    autosave: autosaver.autosave,
    /** Decision 27: set while a save met a newer version; what the admin may do about it. */
    conflict: state.conflict
      ? {
          loadLatest: () => (editing ? latest.loadLatest(editing, values) : Promise.resolve()),
          loading: latest.loading,
          /** Save what was typed over the newer version, on purpose. */
          saveMine() {
            dispatch({ type: 'overwriting' })
            submit(next.current.refused, true)
          },
        }
      : null,
    /** The form's second button: save as a draft (a new post, a draft) or unpublish (a published post). */
    saveAsDraft: () => submit('draft'),
    /**
     * Restoring a revision replaces the form's values: asks first when something was typed, then
     * drops it, so the draft's autosave does not race the restore with the same version.
     */
    mayReplaceForm() {
      if (!leaveOk()) return false
      dispatch({ type: 'typing-dropped' })
      return true
    },
    /**
     * A revision was restored from the history: the form shows the post as it is now, if it still
     * shows that post (the admin may have opened another or closed it while the restore was on its
     * way); otherwise the toast alone says it was done.
     */
    restored(post: AdminPost) {
      const here = showing.current === post.id
      if (here) edit(post)
      toast({
        title: 'Revision Restored',
        description: here
          ? 'The post has its earlier words back, saved as a new revision.'
          : `“${post.title}” has its earlier words back, saved as a new revision.`,
      })
    },
    create: () => leaveOk() && edit(null),
    edit: (post: AdminPost) => leaveOk() && edit(post),
    /** Cancel: asks first when something was typed */
    close: () => leaveOk() && close(),
    /** A post was deleted: the form on it closes, with nothing left to save. */
    deleted(post: AdminPost) {
      if (editing?.id === post.id) close()
    },
    set,
    /** What a text control needs for one field of the form. */
    field(name: Exclude<keyof PostFormValues, 'featured' | 'sources'>) {
      return {
        name,
        value: values[name],
        errors: errors[name],
        onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
          set(name, e.target.value),
      }
    },
    /** The sources editor's rows. */
    sources: {
      add() {
        const row = sourceRow()
        dispatch({ type: 'source-added', row })
        return row
      },
      change(key: string, part: Exclude<keyof SourceRow, 'key'>, value: string) {
        dispatch({ type: 'source-changed', key, part, value })
      },
      remove(key: string) {
        dispatch({ type: 'source-removed', key })
        // Row errors are filed by position, which has just changed: drop them until the next submit.
        form.update({ name: 'sources', validated: false })
      },
    },
  }
}
