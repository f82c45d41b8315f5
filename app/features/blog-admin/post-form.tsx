import { AdminForm } from '#app/components/ui/admin-form.tsx'
import { Field, SelectField, TextAreaField, TextField } from '#app/components/ui/field.tsx'
import { blogCategories } from '#app/features/blog/post.schema.ts'
import { HeroImageUpload } from './hero-image-upload.tsx'
import { isScheduled } from './post-editor-state.ts'
import { PreviewLinks } from './preview-links.tsx'
import { RevisionHistory } from './revision-history.tsx'
import { RichTextEditor } from './rich-text-editor.tsx'
import { SourcesEditor } from './sources-editor.tsx'
import type { AutosaveState } from './use-autosave.ts'
import type { PostEditor } from './use-post-editor.ts'
import { timeOfDay, zoneName } from '#app/lib/dates.ts'

const categoryOptions = blogCategories.map((c) => ({ value: c, label: c }))
const featuredOptions = [
  { value: 'false', label: 'No' },
  { value: 'true', label: 'Yes' },
]

export function PostForm({ editor, timeZone }: { editor: PostEditor; timeZone: string }) {
  const { formRef, form, editing, values, errors, pending, set, field, conflict } = editor
  const draft = editing?.status === 'draft'
  const published = editing !== null && !draft
  return (
    <AdminForm
      ref={formRef}
      form={form}
      className="card mb-10 scroll-mt-4 p-6 sm:p-8"
      aria-labelledby="post-form-title"
    >
      <h2 id="post-form-title" className="text-xl font-bold">
        {editing ? 'Edit Blog Post' : 'Create New Blog Post'}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {draft
          ? 'This post is a draft: only signed-in admins can see it until you publish it.'
          : editing
            ? 'This post is published (or scheduled, if its date is ahead). Unpublish makes it a draft again.'
            : 'Save Draft keeps it private; Publish Post puts it on the site (or schedules it for a future date).'}
      </p>
      <div className="mt-6 grid gap-5 md:grid-cols-2">
        <TextField label="Title" required maxLength={200} {...field('title')} />
        <TextField
          label="URL Slug"
          required
          maxLength={100}
          hint="Lowercase letters, numbers and hyphens. Generated from the title."
          {...field('slug')}
        />
        <TextAreaField
          label="Excerpt"
          required
          maxLength={500}
          rows={3}
          className="md:col-span-2"
          {...field('excerpt')}
        />
        <Field label="Content" required labelledBy errors={errors.content} className="md:col-span-2">
          {(control) => (
            <RichTextEditor
              value={values.content}
              onChange={(html) => set('content', html)}
              aria-labelledby={control['aria-labelledby']}
              aria-describedby={control['aria-describedby']}
              aria-invalid={control['aria-invalid']}
              aria-required
            />
          )}
        </Field>
        <TextAreaField
          label="HTML Content"
          heading="h3"
          hint="Enter HTML markup for your blog post content"
          placeholder="Enter HTML content..."
          controlClassName="min-h-[400px] font-mono"
          className="md:col-span-2"
          {...field('content')}
        />
        <Field label="Hero Image" labelledBy errors={errors.heroImageUrl} className="md:col-span-2">
          {(control) => (
            <>
              <input type="hidden" name="heroImageUrl" value={values.heroImageUrl} />
              <HeroImageUpload
                value={values.heroImageUrl}
                onChange={(url) => set('heroImageUrl', url)}
                postId={editing?.id ?? null}
                aria-labelledby={control['aria-labelledby']}
                aria-describedby={control['aria-describedby']}
              />
            </>
          )}
        </Field>
        <TextField
          label="Hero Image Alt Text (optional)"
          maxLength={300}
          hint="Describe the image for people who cannot see it."
          className="md:col-span-2"
          {...field('heroImageAlt')}
        />
        <SelectField
          label="Category"
          required
          options={categoryOptions}
          placeholder="Select a category"
          {...field('category')}
        />
        <TextField label="Author" required maxLength={100} {...field('author')} />
        <SelectField
          label="Featured Post"
          name="featured"
          options={featuredOptions}
          placeholder="Choose"
          value={values.featured}
          onChange={(e) => set('featured', e.target.value === 'true' ? 'true' : 'false')}
          hint="Only one post can be featured at a time: publishing or scheduling this post as featured un-features the current one. A draft keeps the choice until it is published."
        />
        <TextField
          label="Publish Date & Time"
          type="datetime-local"
          hint={`Leave empty to publish now. A future date schedules the post. ${zoneName(timeZone)} (the site's clock).`}
          {...field('publishedAt')}
        />
        <TextField
          label="Tags (comma separated)"
          placeholder="ransomware, backups, board"
          className="md:col-span-2"
          {...field('tags')}
        />
        <TextField
          label="Last reviewed"
          type="date"
          hint="The day you last checked this post's facts and links. Shown on the post and in its PDF."
          {...field('reviewedAt')}
        />
        <SourcesEditor editor={editor} className="md:col-span-2" />
      </div>
      {editing ? <PreviewLinks postId={editing.id} timeZone={timeZone} /> : null}
      {editing ? (
        <RevisionHistory
          post={editing}
          timeZone={timeZone}
          mayReplaceForm={editor.mayReplaceForm}
          onRestored={editor.restored}
        />
      ) : null}
      {conflict ? (
        <div role="alert" className="mt-8 rounded-xl border border-danger-600 bg-red-50 p-5 text-red-950">
          <p className="font-semibold">This post changed since you opened it.</p>
          <p className="mt-1 text-sm">
            It was saved in another tab or by someone else. What you typed is still here. Load the latest version to see
            their changes (what you typed is kept in the revision history), or save yours over theirs (theirs stays in
            the history).
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-secondary"
              onClick={() => void conflict.loadLatest()}
              disabled={conflict.loading}
            >
              Load the latest version
            </button>
            <button type="button" className="btn-primary" onClick={conflict.saveMine} disabled={pending}>
              Save mine anyway
            </button>
          </div>
        </div>
      ) : null}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {draft ? (
          <p aria-live="polite" className="text-sm text-muted sm:mr-auto sm:self-center" data-testid="autosave-status">
            {autosaveText(editor.autosave, timeZone)}
          </p>
        ) : null}
        <button type="button" className="btn-secondary" onClick={editor.close}>
          Cancel
        </button>
        {/* Not a submit button, so Enter in a field still means the main action. */}
        <button type="button" className="btn-secondary" onClick={editor.saveAsDraft} disabled={pending}>
          {published ? 'Unpublish' : 'Save Draft'}
        </button>
        <button type="submit" className="btn-primary" disabled={pending}>
          {mainButton(editing !== null && !draft, isScheduled(values.publishedAt, timeZone), pending)}
        </button>
      </div>
    </AdminForm>
  )
}

/** Spec §4; Schedule for a post whose date is ahead. */
function mainButton(update: boolean, ahead: boolean, pending: boolean): string {
  if (update) return pending ? 'Updating...' : 'Update Post'
  if (ahead) return pending ? 'Scheduling...' : 'Schedule Post'
  return pending ? 'Publishing...' : 'Publish Post'
}

const autosaveTexts = {
  idle: 'Drafts save themselves a few seconds after you stop typing.',
  saving: 'Saving…',
  invalid: 'Not saved yet: fill in the required fields and it saves itself.',
  failed: 'Could not save automatically. Use Save Draft.',
}

const autosaveText = (autosave: AutosaveState, timeZone: string) =>
  autosave.state === 'saved' ? `Saved at ${timeOfDay(autosave.at, timeZone)}` : autosaveTexts[autosave.state]
