import { useToast } from '#app/components/ui/toast.tsx'
import { ApiError } from '#app/lib/api-client.ts'
import { useFreshPostList, useKeepCopy, type AdminPost } from './api.ts'
import { toPayload, type PostFormValues } from './post-form-values.ts'

/** Decision 27: what was typed is kept in the history first (decision 28); if it cannot be, nothing moves. */
const reason = (error: unknown) => (error instanceof ApiError && error.message) || 'Please try again.'

export function useLoadLatest({
  timeZone,
  show,
  gone,
}: {
  timeZone: string
  show: (post: AdminPost) => void
  gone: () => void
}) {
  const { toast } = useToast()
  const keepCopy = useKeepCopy()
  const freshList = useFreshPostList()

  async function loadLatest(editing: AdminPost, values: PostFormValues) {
    try {
      await keepCopy.mutateAsync({
        postId: editing.id,
        post: { ...toPayload(values, timeZone), version: editing.version },
      })
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'not_found')) {
        toast({
          variant: 'destructive',
          title: 'Your Text Was Not Kept',
          description: `${reason(error)} Nothing was replaced.`,
          persist: true,
        })
        return
      }
    }
    let posts: AdminPost[]
    try {
      ;({ posts } = await freshList())
    } catch (error) {
      // Kept in the history now, and still in the form: nothing is lost.
      toast({
        variant: 'destructive',
        title: 'Latest Version Not Loaded',
        description: `${reason(error)} What you typed is still here and kept in the revision history.`,
        persist: true,
      })
      return
    }
    const latest = posts.find((p) => p.id === editing.id)
    if (latest) {
      show(latest)
      toast({ title: 'Latest Version Loaded', description: 'What you typed is kept in the revision history.' })
    } else {
      toast({ variant: 'destructive', title: 'Post Deleted', description: 'Someone deleted this post meanwhile.' })
      gone()
    }
  }

  return { loadLatest, loading: keepCopy.isPending }
}
