import { useState } from 'react'
import { useToast } from '#app/components/ui/toast.tsx'
import { ApiError } from '#app/lib/api-client.ts'
import { useDeletePost, type AdminPost } from './api.ts'

export function usePostDelete({ onDeleted }: { onDeleted: (post: AdminPost) => void }) {
  const { toast } = useToast()
  const remove = useDeletePost()
  const [toDelete, setToDelete] = useState<AdminPost | null>(null)

  async function confirm() {
    const post = toDelete
    if (!post) return
    setToDelete(null)
    try {
      await remove.mutateAsync(post.id)
      toast({ title: 'Blog Post Deleted', description: `"${post.title}" has been deleted.` })
      onDeleted(post)
    } catch (error) {
      toast({
        title: 'Delete Failed',
        description: (error instanceof ApiError && error.message) || 'Failed to delete blog post.',
        variant: 'destructive',
      })
    }
  }

  return { toDelete, ask: setToDelete, cancel: () => setToDelete(null), confirm }
}
