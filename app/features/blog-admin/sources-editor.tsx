import { Plus, Trash2 } from 'lucide-react'
import { useId, useRef, type ChangeEvent } from 'react'
import { FieldError } from '#app/components/ui/field-error.tsx'
import { TextField } from '#app/components/ui/field.tsx'
import type { PostEditor } from './use-post-editor.ts'

/** post.schema.ts's cap */
const MAX_SOURCES = 30

/** Each source is its own fieldset so a screen reader names the group; focus follows adds and removals. */
export function SourcesEditor({ editor, className }: { editor: PostEditor; className?: string }) {
  const { values, errors, sources } = editor
  const rows = values.sources
  const listRef = useRef<HTMLOListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const hintId = useId()
  const errorId = useId()
  const rowErrors = Object.keys(errors).some((name) => name.startsWith('sources['))
  const listError = rowErrors ? undefined : errors.sources?.[0]

  const focusRow = (key: string | undefined) =>
    requestAnimationFrame(() => {
      const input = key ? listRef.current?.querySelector<HTMLInputElement>(`[data-source="${key}"] input`) : null
      ;(input ?? addRef.current)?.focus()
    })

  function remove(index: number) {
    const next = rows[index + 1] ?? rows[index - 1]
    sources.remove(rows[index]!.key)
    focusRow(next?.key)
  }

  return (
    <fieldset className={className} aria-describedby={listError ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-sm font-medium text-slate-800">Sources</legend>
      <p id={hintId} className="mt-0.5 text-xs text-muted">
        The reports, laws and guidance this post relies on. They are listed under the post and in its PDF. Links must
        start with https://.
      </p>
      {rows.length ? (
        <ol ref={listRef} className="mt-4 space-y-4">
          {rows.map((row, i) => {
            // Conform's names for a list of rows.
            const name = (part: string) => `sources[${i}].${part}`
            const change = (part: 'title' | 'publisher' | 'url' | 'date') => ({
              name: name(part),
              value: row[part],
              errors: errors[name(part)],
              onChange: (e: ChangeEvent<HTMLInputElement>) => sources.change(row.key, part, e.target.value),
            })
            return (
              <li key={row.key} data-source={row.key} className="rounded-xl border border-line bg-surface p-4">
                <fieldset>
                  <legend className="text-sm font-semibold text-ink">Source {i + 1}</legend>
                  <div className="mt-3 grid gap-4 md:grid-cols-2">
                    <TextField
                      label="Source title"
                      required
                      maxLength={300}
                      className="md:col-span-2"
                      {...change('title')}
                    />
                    <TextField label="Publisher" required maxLength={200} {...change('publisher')} />
                    <TextField
                      label="Date published"
                      required
                      maxLength={10}
                      placeholder="2025-04-22"
                      hint="A year, a month or a day: 2025, 2025-04 or 2025-04-22."
                      {...change('date')}
                    />
                    <TextField
                      label="Link"
                      required
                      type="url"
                      inputMode="url"
                      maxLength={1000}
                      placeholder="https://"
                      className="md:col-span-2"
                      {...change('url')}
                    />
                  </div>
                  <button
                    type="button"
                    className="btn-ghost mt-3 px-3 text-danger-700 hover:bg-red-50"
                    onClick={() => remove(i)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove source {i + 1}
                  </button>
                </fieldset>
              </li>
            )
          })}
        </ol>
      ) : null}
      <FieldError id={errorId}>{listError}</FieldError>
      <button
        ref={addRef}
        type="button"
        className="btn-secondary mt-4"
        disabled={rows.length >= MAX_SOURCES}
        onClick={() => focusRow(sources.add().key)}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a source
      </button>
      {rows.length >= MAX_SOURCES ? (
        <p className="mt-1.5 text-xs text-muted">A post can list at most {MAX_SOURCES} sources.</p>
      ) : null}
    </fieldset>
  )
}
