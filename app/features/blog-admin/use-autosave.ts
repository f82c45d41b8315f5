import { useEffect, useRef, useState } from 'react'
import { postSchema } from '#app/features/blog/post.schema.ts'
import type { AdminPost, useSavePost } from './api.ts'
import { isVersionConflict } from './post-editor-state.ts'
import { toPayload, type PostFormValues } from './post-form-values.ts'

export const AUTOSAVE_MS = 3000
export type AutosaveState =
  { state: 'idle' | 'saving' | 'invalid' | 'failed' } | { state: 'saved'; /** the post's updatedAt */ at: string }

/** Decision 27: the same version check as a button save, never a new post; autosaves share a revision (decision 28). */
export function useAutosave({
  editing,
  values,
  enabled,
  save,
  timeZone,
  onSaved,
  onConflict,
}: {
  editing: AdminPost | null
  values: PostFormValues
  /** typed since the last save, no conflict showing, and a draft */
  enabled: boolean
  save: ReturnType<typeof useSavePost>
  /** the publish date's field is on the site's clocks */
  timeZone: string
  onSaved: (post: AdminPost, saved: PostFormValues) => void
  onConflict: () => void
}) {
  const [autosave, setAutosave] = useState<AutosaveState>({ state: 'idle' })

  async function saveQuietly() {
    if (!editing || editing.status !== 'draft' || save.isPending) return
    const snapshot = values
    const post = { ...toPayload(snapshot, timeZone), status: 'draft' as const, version: editing.version }
    if (!postSchema.safeParse(post).success) return setAutosave({ state: 'invalid' })
    setAutosave({ state: 'saving' })
    try {
      const saved = await save.mutateAsync({ id: editing.id, post, autosave: true })
      onSaved(saved.post, snapshot)
      setAutosave({ state: 'saved', at: saved.post.updatedAt })
    } catch (error) {
      setAutosave({ state: 'idle' })
      if (isVersionConflict(error)) onConflict()
      else setAutosave({ state: 'failed' })
    }
  }
  const latestSave = useRef(saveQuietly)
  useEffect(() => {
    latestSave.current = saveQuietly
  })
  useEffect(() => {
    if (!enabled) return
    const timer = setTimeout(() => void latestSave.current(), AUTOSAVE_MS)
    return () => clearTimeout(timer)
  }, [values, enabled])

  return { autosave, reset: () => setAutosave({ state: 'idle' }) }
}
