import { useRef, useState, type ChangeEvent } from 'react'
import { useToast } from '#app/components/ui/toast.tsx'
import { slugify } from '#app/features/blog/slug.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { useAdminForm } from '#app/lib/forms/admin-form.ts'
import { useDeletePost, useSavePost, type AdminPost } from './api.ts'
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
export function usePostEditor({ defaultAuthor }: { defaultAuthor: string }) {
  const { toast } = useToast()
  const [open, setOpen] = useState(false)
  const [editing, setEditing] = useState<AdminPost | null>(null)
  const [values, setValues] = useState<PostFormValues>(() => emptyValues(defaultAuthor))
  // Each opening of the form is a new Conform form: the errors of the last one do not follow.
  const [opening, setOpening] = useState(0)
  const [toDelete, setToDelete] = useState<AdminPost | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const save = useSavePost()
  const remove = useDeletePost()
  const { form, errors } = useAdminForm({
    id: `post-form-${opening}`,
    schema: postFormSchema,
    rawValues: true,
    async send() {
      try {
        await save.mutateAsync({ id: editing?.id, post: toPayload(values) })
      } catch (error) {
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
        editing
          ? { title: 'Blog Post Updated', description: 'Your changes have been saved.' }
          : { title: 'Blog Post Created', description: 'Your blog post has been successfully published.' },
      )
      close()
    },
  })

  function edit(post: AdminPost | null) {
    setEditing(post)
    setValues(post ? valuesFromPost(post) : emptyValues(defaultAuthor))
    setOpening((n) => n + 1)
    setOpen(true)
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ block: 'start' })
      if (post) formRef.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus()
    })
  }

  function close() {
    setOpen(false)
    setEditing(null)
    setValues(emptyValues(defaultAuthor))
    setOpening((n) => n + 1)
  }

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
    create: () => edit(null),
    edit,
    close,
    set,
    field,
    sources,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
  }
}
