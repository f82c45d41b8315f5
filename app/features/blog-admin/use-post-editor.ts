import { useRef, useState, type ChangeEvent } from 'react'
import { useToast } from '#app/components/ui/toast.tsx'
import { slugify } from '#app/features/blog/slug.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { useAdminForm } from '#app/lib/forms/admin-form.ts'
import { useDeletePost, useFreshPostList, useKeepCopy, useSavePost, type AdminPost } from './api.ts'
import { useAutosave } from './use-autosave.ts'
import { useLeaveGuard } from './use-leave-guard.ts'
import {
  emptyValues,
  postFormSchema,
  sourceRow,
  toPayload,
  valuesFromPost,
  type PostFormValues,
  type SourceRow,
} from './post-form-values.ts'

export type PostEditor = ReturnType<typeof usePostEditor>

/**
 * The blog administration's state: which post the form edits, its values, and the post waiting for
 * delete confirmation. The values live here because the slug follows the title and two controls
 * edit the content; the check, the errors and the focus are the admin forms' (useAdminForm).
 * Saving and deleting answer with the toasts of spec §8; the mutations read the list again (api.ts).
 */
export function usePostEditor({ defaultAuthor, timeZone }: { defaultAuthor: string; timeZone: string }) {
  const { toast } = useToast()
  const [open, setOpen] = useState(false)
  const [editing, setEditing] = useState<AdminPost | null>(null)
  const [values, setValues] = useState<PostFormValues>(() => emptyValues(defaultAuthor))
  /** the values the form opened with: Conform resets its fields to them (admin-form.ts) */
  const [opened, setOpened] = useState<PostFormValues>(values)
  // Each opening of the form is a new Conform form: the errors of the last one do not follow.
  const [opening, setOpening] = useState(0)
  const [toDelete, setToDelete] = useState<AdminPost | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  /**
   * What the submit asks for: the form's main button (Publish Post, Update Post) or its second one
   * (Save Draft, Unpublish), which sets this and submits the form itself (decision 25).
   */
  const intent = useRef<'main' | 'draft'>('main')
  /**
   * Decision 27: the post changed on the server since this form opened (another tab, another
   * person). The form keeps what was typed; the admin chooses to load the latest version or to
   * save theirs over it, never a silent overwrite.
   */
  const [conflict, setConflict] = useState(false)
  const overwrite = useRef(false)
  /** what the refused save asked for, so "Save mine anyway" repeats it (publish, draft, unpublish) */
  const refused = useRef<'main' | 'draft'>('main')
  const save = useSavePost()
  const keepCopy = useKeepCopy()
  const freshList = useFreshPostList()
  const remove = useDeletePost()
  const { form, errors } = useAdminForm({
    id: `post-form-${opening}`,
    schema: postFormSchema,
    rawValues: true,
    defaultValue: opened,
    async send() {
      const asked = intent.current
      intent.current = 'main'
      const wasDraft = editing?.status === 'draft'
      // New posts and drafts publish with the main button; a published post keeps its status.
      const status = asked === 'draft' ? 'draft' : !editing || wasDraft ? 'published' : undefined
      const version = editing && !overwrite.current ? { version: editing.version } : {}
      overwrite.current = false
      try {
        await save.mutateAsync({
          id: editing?.id,
          post: { ...toPayload(values, timeZone), ...(status ? { status } : {}), ...version },
        })
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && !error.fieldErrors.slug) {
          refused.current = asked
          setConflict(true)
          return
        }
        const message = error instanceof ApiError ? error.message : ''
        toast({
          variant: 'destructive',
          ...(editing
            ? { title: 'Update Failed', description: message || 'Failed to update blog post.' }
            : {
                title: 'Failed to Create Post',
                description: message || 'An error occurred while creating the blog post.',
              }),
        })
        throw error
      }
      toast(
        asked === 'draft'
          ? editing && !wasDraft
            ? { title: 'Post Unpublished', description: 'It is a draft again and no longer on the site.' }
            : { title: 'Draft Saved', description: 'Only signed-in admins can see it until you publish it.' }
          : editing && wasDraft
            ? { title: 'Blog Post Published', description: 'Your blog post has been successfully published.' }
            : editing
              ? { title: 'Blog Post Updated', description: 'Your changes have been saved.' }
              : { title: 'Blog Post Created', description: 'Your blog post has been successfully published.' },
      )
      close()
    },
  })

  /**
   * After a conflict: the post as it is now on the server, in place of what was typed. What was
   * typed is kept in the revision history first (decision 28); if it cannot be kept, nothing moves.
   */
  async function loadLatest() {
    if (!editing) return
    try {
      await keepCopy.mutateAsync({
        postId: editing.id,
        post: { ...toPayload(values, timeZone), version: editing.version },
      })
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) {
        toast({
          variant: 'destructive',
          title: 'Your Text Was Not Kept',
          description: `${(error instanceof ApiError && error.message) || 'Please try again.'} Nothing was replaced.`,
        })
        return
      }
    }
    const { posts } = await freshList()
    const latest = posts.find((p) => p.id === editing.id)
    if (latest) {
      edit(latest)
      toast({ title: 'Latest Version Loaded', description: 'What you typed is kept in the revision history.' })
    } else {
      toast({ variant: 'destructive', title: 'Post Deleted', description: 'Someone deleted this post meanwhile.' })
      close()
    }
  }

  /** A revision was restored from the history: the form shows the post as it is now. */
  function restored(post: AdminPost) {
    edit(post)
    toast({ title: 'Revision Restored', description: 'The post has its earlier words back, saved as a new revision.' })
  }

  /** After a conflict: save what was typed over the newer version, on purpose. */
  function saveMineAnyway() {
    overwrite.current = true
    intent.current = refused.current
    setConflict(false)
    const form = formRef.current
    form?.requestSubmit(form.querySelector<HTMLButtonElement>('button[type="submit"]'))
  }

  /** The form's second button: save as a draft (a new post, a draft) or unpublish (a published post). */
  function saveAsDraft() {
    intent.current = 'draft'
    const form = formRef.current
    form?.requestSubmit(form.querySelector<HTMLButtonElement>('button[type="submit"]'))
  }

  function edit(post: AdminPost | null) {
    setEditing(post)
    const start = post ? valuesFromPost(post, timeZone) : emptyValues(defaultAuthor)
    setValues(start)
    setOpened(start)
    setConflict(false)
    autosaver.reset()
    setOpening((n) => n + 1)
    setOpen(true)
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ block: 'start' })
      if (post) formRef.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus()
    })
  }

  function close() {
    setConflict(false)
    autosaver.reset()
    setOpen(false)
    setEditing(null)
    setValues(emptyValues(defaultAuthor))
    setOpened(emptyValues(defaultAuthor))
    setOpening((n) => n + 1)
  }

  /**
   * Typed but not saved: leaving asks first (closing the tab, Cancel, another post, another admin
   * page). Saving, or choosing the latest version after a conflict, does not ask.
   */
  const dirty = open && JSON.stringify(values) !== JSON.stringify(opened)
  const leaveOk = useLeaveGuard(dirty)

  const autosaver = useAutosave({
    editing,
    values,
    enabled: dirty && !conflict && editing?.status === 'draft',
    save,
    timeZone,
    onSaved(post, saved) {
      setEditing(post)
      setOpened(saved)
    },
    onConflict() {
      refused.current = 'draft'
      setConflict(true)
    },
  })

  /** The slug follows the title (spec §4). */
  function set<K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value, ...(key === 'title' ? { slug: slugify(value as string) } : {}) }))
  }

  /** What a text control needs for one field of the form. */
  function field(name: Exclude<keyof PostFormValues, 'featured' | 'sources'>) {
    return {
      name,
      value: values[name],
      errors: errors[name],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        set(name, e.target.value),
    }
  }

  /** The sources editor's rows. */
  const sources = {
    add() {
      const row = sourceRow()
      setValues((v) => ({ ...v, sources: [...v.sources, row] }))
      return row
    },
    change(key: string, part: Exclude<keyof SourceRow, 'key'>, value: string) {
      setValues((v) => ({ ...v, sources: v.sources.map((s) => (s.key === key ? { ...s, [part]: value } : s)) }))
    },
    remove(key: string) {
      setValues((v) => ({ ...v, sources: v.sources.filter((s) => s.key !== key) }))
      // Row errors are filed by position, which has just changed: drop them until the next submit.
      form.update({ name: 'sources', validated: false })
    },
  }

  async function confirmDelete() {
    const post = toDelete
    if (!post) return
    setToDelete(null)
    try {
      await remove.mutateAsync(post.id)
      toast({ title: 'Blog Post Deleted', description: `"${post.title}" has been deleted.` })
      if (editing?.id === post.id) close()
    } catch (error) {
      toast({
        title: 'Delete Failed',
        description: (error instanceof ApiError && error.message) || 'Failed to delete blog post.',
        variant: 'destructive',
      })
    }
  }

  return {
    formRef,
    form,
    open,
    editing,
    values,
    errors,
    pending: save.isPending,
    toDelete,
    create: () => leaveOk() && edit(null),
    saveAsDraft,
    conflict,
    autosave: autosaver.autosave,
    loadLatest,
    loadingLatest: keepCopy.isPending,
    /**
     * Restoring a revision replaces the form's values: asks first when something was typed, then
     * drops it, so the draft's autosave does not race the restore with the same version.
     */
    mayReplaceForm() {
      if (!leaveOk()) return false
      setValues(opened)
      return true
    },
    restored,
    saveMineAnyway,
    edit: (post: AdminPost) => leaveOk() && edit(post),
    /** Cancel: asks first when something was typed */
    close: () => leaveOk() && close(),
    set,
    field,
    sources,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
  }
}
