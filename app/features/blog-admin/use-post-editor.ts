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

/** The rules live (and are tested) in post-editor-state.ts; the values here, as the slug follows the title. */
export function usePostEditor({ defaultAuthor, timeZone }: { defaultAuthor: string; timeZone: string }) {
  const { toast } = useToast()
  const [state, dispatch] = useReducer(postEditorReducer, emptyValues(defaultAuthor), initialEditorState)
  const { editing, values, opened } = state
  const formRef = useRef<HTMLFormElement>(null)
  /** An answer may arrive after the admin moved on. */
  const showing = useRef<number | null>(null)
  useEffect(() => {
    showing.current = state.open ? (editing?.id ?? null) : null
  })
  /** Read by `send` in the submit that sets it, before any render; `refused` lets "Save mine anyway" repeat it. */
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
    conflict: state.conflict
      ? {
          loadLatest: () => (editing ? latest.loadLatest(editing, values) : Promise.resolve()),
          loading: latest.loading,
          saveMine() {
            dispatch({ type: 'overwriting' })
            submit(next.current.refused, true)
          },
        }
      : null,
    /** Save as a draft (a new post, a draft) or unpublish (a published post). */
    saveAsDraft: () => submit('draft'),
    /** Asks first when something was typed, then drops it, so the autosave does not race the restore. */
    mayReplaceForm() {
      if (!leaveOk()) return false
      dispatch({ type: 'typing-dropped' })
      return true
    },
    /** If the form still shows that post; otherwise the toast alone says it was done. */
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
    close: () => leaveOk() && close(),
    deleted(post: AdminPost) {
      if (editing?.id === post.id) close()
    },
    set,
    field(name: Exclude<keyof PostFormValues, 'featured' | 'sources'>) {
      return {
        name,
        value: values[name],
        errors: errors[name],
        onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
          set(name, e.target.value),
      }
    },
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
        // Row errors are filed by position, which has just changed.
        form.update({ name: 'sources', validated: false })
      },
    },
  }
}
