import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useToast } from '#app/components/ui/toast.tsx'
import { postSchema } from '#app/features/blog/post.schema.ts'
import { slugify } from '#app/features/blog/slug.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { fieldErrors } from '#app/lib/zod.ts'
import { useDeletePost, useSavePost, type AdminPost } from './api.ts'
import {
  emptyValues,
  sourceRow,
  toPayload,
  valuesFromPost,
  type PostFormValues,
  type SourceRow,
} from './post-form-values.ts'

export type PostEditor = ReturnType<typeof usePostEditor>

/**
 * The blog administration's state: which post the form edits, its values and errors, and the post
 * waiting for delete confirmation. Saving and deleting answer with the toasts of spec §8; the
 * mutations read the list again (api.ts).
 */
export function usePostEditor({ defaultAuthor }: { defaultAuthor: string }) {
  const { toast } = useToast()
  const [open, setOpen] = useState(false)
  const [editing, setEditing] = useState<AdminPost | null>(null)
  const [values, setValues] = useState<PostFormValues>(() => emptyValues(defaultAuthor))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [toDelete, setToDelete] = useState<AdminPost | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const save = useSavePost()
  const remove = useDeletePost()

  function edit(post: AdminPost | null) {
    setEditing(post)
    setValues(post ? valuesFromPost(post) : emptyValues(defaultAuthor))
    setErrors({})
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
    setErrors({})
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
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([name]) => !name.startsWith('sources.'))))
    },
  }

  /** Focus goes to the first control in error, in the order the form shows them. */
  function focusFirstInvalid(invalid: Record<string, string[]>) {
    const controls = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[]
    controls.find((control) => control.name && invalid[control.name])?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const payload = toPayload(values)
    const parsed = postSchema.safeParse(payload)
    if (!parsed.success) {
      const invalid = fieldErrors(parsed.error)
      setErrors(invalid)
      focusFirstInvalid(invalid)
      return
    }
    setErrors({})
    try {
      await save.mutateAsync({ id: editing?.id, post: payload })
      toast(
        editing
          ? { title: 'Blog Post Updated', description: 'Your changes have been saved.' }
          : { title: 'Blog Post Created', description: 'Your blog post has been successfully published.' },
      )
      close()
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, '')
      setErrors(apiError.fieldErrors)
      toast({
        variant: 'destructive',
        ...(editing
          ? { title: 'Update Failed', description: apiError.message || 'Failed to update blog post.' }
          : {
              title: 'Failed to Create Post',
              description: apiError.message || 'An error occurred while creating the blog post.',
            }),
      })
    }
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
    submit,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
  }
}
