import { CalendarClock, Pencil, Plus, Star, Trash2, X } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { AdminHeader } from '#app/components/layout/admin-header.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { SelectField, TextAreaField, TextField } from '#app/components/ui/field.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import type { BlogPost } from '#app/features/blog/post.ts'
import { shortDate } from '#app/lib/dates.ts'
import { blogCategories, postSchema } from '#app/features/blog/post.schema.ts'
import { slugify } from '#app/features/blog/slug.ts'
import { ApiError, apiRequest } from '#app/lib/api-client.ts'
import { fieldErrors as flattenErrors } from '#app/lib/zod.ts'
import { useApiQuery } from '#app/lib/use-api-query.ts'
import { HeroImageUpload } from './hero-image-upload.tsx'
import { emptyValues, toPayload, valuesFromPost, type PostFormValues } from './post-form-values.ts'
import { RichTextEditor } from './rich-text-editor.tsx'

const categoryOptions = blogCategories.map((c) => ({ value: c, label: c }))

export function BlogAdmin({
  username,
  defaultAuthor,
  timeZone,
}: {
  username: string
  defaultAuthor: string
  timeZone: string
}) {
  const { toast } = useToast()
  const { data, loading, refetch } = useApiQuery<{ posts: BlogPost[] }>('/api/blog?limit=50')
  const [formOpen, setFormOpen] = useState(false)
  const [editing, setEditing] = useState<BlogPost | null>(null)
  const [values, setValues] = useState<PostFormValues>(() => emptyValues(defaultAuthor))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [pending, setPending] = useState(false)
  const [toDelete, setToDelete] = useState<BlogPost | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const contentLabel = useId()
  const htmlId = useId()
  const posts = data?.posts ?? []
  const now = Date.now()

  function reset() {
    setFormOpen(false)
    setEditing(null)
    setValues(emptyValues(defaultAuthor))
    setErrors({})
  }

  function openNew() {
    setEditing(null)
    setValues(emptyValues(defaultAuthor))
    setErrors({})
    setFormOpen(true)
    requestAnimationFrame(() => formRef.current?.scrollIntoView({ block: 'start' }))
  }

  function openEdit(post: BlogPost) {
    setEditing(post)
    setValues(valuesFromPost(post))
    setErrors({})
    setFormOpen(true)
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ block: 'start' })
      formRef.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus()
    })
  }

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const payload = toPayload(values)
    const parsed = postSchema.safeParse(payload)
    if (!parsed.success) {
      const fieldErrors = flattenErrors(parsed.error)
      setErrors(fieldErrors)
      formRef.current?.querySelector<HTMLElement>(`[name="${Object.keys(fieldErrors)[0]}"]`)?.focus()
      return
    }
    setErrors({})
    setPending(true)
    try {
      if (editing) {
        await apiRequest('PUT', `/api/blog/${editing.id}`, { ...payload, publishedAt: payload.publishedAt ?? null })
        toast({ title: 'Blog Post Updated', description: 'Your changes have been saved.' })
      } else {
        await apiRequest('POST', '/api/blog', payload)
        toast({ title: 'Blog Post Created', description: 'Your blog post has been successfully published.' })
      }
      reset()
      await refetch().catch(() => undefined)
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, '')
      setErrors(apiError.fieldErrors)
      toast(
        editing
          ? {
              title: 'Update Failed',
              description: apiError.message || 'Failed to update blog post.',
              variant: 'destructive',
            }
          : {
              title: 'Failed to Create Post',
              description: apiError.message || 'An error occurred while creating the blog post.',
              variant: 'destructive',
            },
      )
    } finally {
      setPending(false)
    }
  }

  async function confirmDelete() {
    if (!toDelete) return
    const post = toDelete
    setToDelete(null)
    try {
      await apiRequest('DELETE', `/api/blog/${post.id}`)
      toast({ title: 'Blog Post Deleted', description: `"${post.title}" has been deleted.` })
      if (editing?.id === post.id) reset()
      await refetch().catch(() => undefined)
    } catch (error) {
      toast({
        title: 'Delete Failed',
        description: (error instanceof ApiError && error.message) || 'Failed to delete blog post.',
        variant: 'destructive',
      })
    }
  }

  return (
    <>
      <AdminHeader title="Blog Administration" subtitle="Write, schedule and manage blog posts" username={username}>
        {formOpen ? (
          <button type="button" className="btn-secondary" onClick={reset}>
            <X aria-hidden="true" className="size-4" />
            Cancel
          </button>
        ) : null}
        <button type="button" className="btn-primary" onClick={openNew}>
          <Plus aria-hidden="true" className="size-4" />
          New Post
        </button>
      </AdminHeader>

      <main id="main" className="container-page py-8">
        {formOpen ? (
          <form
            ref={formRef}
            noValidate
            onSubmit={onSubmit}
            className="card mb-10 scroll-mt-4 p-6 sm:p-8"
            aria-labelledby="post-form-title"
          >
            <h2 id="post-form-title" className="text-xl font-bold">
              {editing ? 'Edit Blog Post' : 'Create New Blog Post'}
            </h2>
            <div className="mt-6 grid gap-5 md:grid-cols-2">
              <TextField
                label="Title"
                name="title"
                required
                maxLength={200}
                value={values.title}
                onChange={(e) => setValues((v) => ({ ...v, title: e.target.value, slug: slugify(e.target.value) }))}
                errors={errors.title}
              />
              <TextField
                label="URL Slug"
                name="slug"
                required
                maxLength={100}
                value={values.slug}
                onChange={(e) => set('slug', e.target.value)}
                errors={errors.slug}
                hint="Lowercase letters, numbers and hyphens. Generated from the title."
              />
              <TextAreaField
                label="Excerpt"
                name="excerpt"
                required
                maxLength={500}
                rows={3}
                value={values.excerpt}
                onChange={(e) => set('excerpt', e.target.value)}
                errors={errors.excerpt}
                className="md:col-span-2"
              />
              <div className="md:col-span-2">
                <p id={contentLabel} className="mb-1.5 text-sm font-medium text-slate-800">
                  Content{' '}
                  <span className="text-danger-700" aria-hidden="true">
                    *
                  </span>
                </p>
                <RichTextEditor
                  value={values.content}
                  onChange={(html) => set('content', html)}
                  labelledBy={contentLabel}
                />
                {errors.content ? (
                  <p className="mt-1.5 text-sm font-medium text-danger-700">{errors.content[0]}</p>
                ) : null}
              </div>
              <div className="md:col-span-2">
                <h3 className="text-sm font-semibold text-slate-800">
                  <label htmlFor={htmlId}>HTML Content</label>
                </h3>
                <p id={`${htmlId}-hint`} className="mt-0.5 mb-1.5 text-xs text-muted">
                  Enter HTML markup for your blog post content
                </p>
                <textarea
                  id={htmlId}
                  name="content"
                  value={values.content}
                  onChange={(e) => set('content', e.target.value)}
                  placeholder="Enter HTML content..."
                  aria-describedby={`${htmlId}-hint`}
                  aria-invalid={errors.content ? true : undefined}
                  className="block min-h-[400px] w-full rounded-lg border border-slate-300 px-3 py-2.5 font-mono text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
                />
              </div>
              <div className="md:col-span-2">
                <p className="mb-1.5 text-sm font-medium text-slate-800">Hero Image</p>
                <HeroImageUpload
                  value={values.heroImageUrl}
                  onChange={(url) => set('heroImageUrl', url)}
                  postId={editing?.id ?? null}
                />
                {errors.heroImageUrl ? (
                  <p className="mt-1.5 text-sm font-medium text-danger-700">{errors.heroImageUrl[0]}</p>
                ) : null}
              </div>
              <TextField
                label="Hero Image Alt Text (optional)"
                name="heroImageAlt"
                maxLength={300}
                value={values.heroImageAlt}
                onChange={(e) => set('heroImageAlt', e.target.value)}
                errors={errors.heroImageAlt}
                hint="Describe the image for people who cannot see it."
                className="md:col-span-2"
              />
              <SelectField
                label="Category"
                name="category"
                required
                options={categoryOptions}
                placeholder="Select a category"
                value={values.category}
                onChange={(e) => set('category', e.target.value)}
                errors={errors.category}
              />
              <TextField
                label="Author"
                name="author"
                required
                maxLength={100}
                value={values.author}
                onChange={(e) => set('author', e.target.value)}
                errors={errors.author}
              />
              <SelectField
                label="Featured Post"
                name="featured"
                options={[
                  { value: 'false', label: 'No' },
                  { value: 'true', label: 'Yes' },
                ]}
                placeholder="Choose"
                value={values.featured}
                onChange={(e) => set('featured', e.target.value === 'true' ? 'true' : 'false')}
                hint="Only one post can be featured at a time; featuring this post un-features the current one."
              />
              <TextField
                label="Publish Date & Time"
                name="publishedAt"
                type="datetime-local"
                value={values.publishedAt}
                onChange={(e) => set('publishedAt', e.target.value)}
                errors={errors.publishedAt}
                hint="Leave empty to publish now. A future date schedules the post."
              />
              <TextField
                label="Tags (comma separated)"
                name="tags"
                value={values.tags}
                onChange={(e) => set('tags', e.target.value)}
                errors={errors.tags}
                placeholder="ransomware, backups, board"
                className="md:col-span-2"
              />
            </div>
            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button type="button" className="btn-secondary" onClick={reset}>
                Cancel
              </button>
              <button type="submit" className="btn-primary" disabled={pending}>
                {editing ? (pending ? 'Updating...' : 'Update Post') : pending ? 'Publishing...' : 'Publish Post'}
              </button>
            </div>
          </form>
        ) : null}

        <section aria-labelledby="posts-heading">
          <h2 id="posts-heading" className="text-lg font-bold">
            Published Posts ({posts.length})
          </h2>
          {loading && !data ? (
            <ul className="mt-4 grid gap-4" aria-busy="true" aria-label="Loading posts">
              {[0, 1, 2].map((i) => (
                <li key={i} className="card animate-pulse p-6">
                  <div className="h-5 w-1/2 rounded bg-slate-200" />
                  <div className="mt-3 h-4 w-full rounded bg-slate-200" />
                  <div className="mt-2 h-4 w-2/3 rounded bg-slate-200" />
                </li>
              ))}
            </ul>
          ) : posts.length === 0 ? (
            <p className="mt-4 rounded-2xl border border-dashed border-slate-300 p-10 text-center text-muted">
              No blog posts found. Create your first post above.
            </p>
          ) : (
            <ul className="mt-4 grid gap-4">
              {posts.map((post) => {
                const scheduled = new Date(post.publishedAt).getTime() > now
                return (
                  <li key={post.id} className="card p-6" data-testid="admin-post">
                    <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
                      <div className="min-w-0">
                        <div className="flex flex-wrap items-center gap-2">
                          <h3 className="text-lg font-semibold">{post.title}</h3>
                          {post.featured === 'true' ? (
                            <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                              <Star aria-hidden="true" className="size-3" />
                              Featured
                            </span>
                          ) : null}
                          {scheduled ? (
                            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                              <CalendarClock aria-hidden="true" className="size-3" />
                              Scheduled
                            </span>
                          ) : null}
                          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
                            {post.category}
                          </span>
                        </div>
                        <p className="mt-2 line-clamp-2 text-sm text-muted">{post.excerpt}</p>
                        <p className="mt-3 text-xs text-muted">
                          {post.author} ·{' '}
                          <time dateTime={post.publishedAt}>{shortDate(post.publishedAt, timeZone)}</time> ·{' '}
                          {post.tags.length} {post.tags.length === 1 ? 'tag' : 'tags'}
                        </p>
                        {post.tags.length ? (
                          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Tags">
                            {post.tags.map((t) => (
                              <li key={t} className="rounded bg-surface px-2 py-0.5 text-xs text-slate-700">
                                {t}
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </div>
                      <div className="flex shrink-0 gap-2">
                        <button
                          type="button"
                          className="btn-secondary"
                          onClick={() => openEdit(post)}
                          aria-label={`Edit ${post.title}`}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                          Edit
                        </button>
                        <button
                          type="button"
                          className="btn-ghost text-danger-700 hover:bg-red-50"
                          onClick={() => setToDelete(post)}
                          aria-label={`Delete ${post.title}`}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          Delete
                        </button>
                      </div>
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      </main>

      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete this post?"
        description="Are you sure you want to delete this blog post? This action cannot be undone."
      >
        <p className="text-sm font-medium">{toDelete?.title}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setToDelete(null)}>
            Cancel
          </button>
          <button type="button" className="btn bg-danger-700 text-white hover:bg-danger-600" onClick={confirmDelete}>
            Delete
          </button>
        </div>
      </Dialog>
    </>
  )
}
