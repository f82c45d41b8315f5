import { Dialog } from '#app/components/ui/dialog.tsx'
import type { AdminPost } from './api.ts'

export function DeletePostDialog({
  post,
  onCancel,
  onConfirm,
}: {
  post: AdminPost | null
  onCancel: () => void
  onConfirm: () => void
}) {
  return (
    <Dialog
      open={post !== null}
      onClose={onCancel}
      title="Delete this post?"
      description="Are you sure you want to delete this blog post? This action cannot be undone."
    >
      <p className="text-sm font-medium">{post?.title}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn bg-danger-700 text-white hover:bg-danger-600" onClick={onConfirm}>
          Delete
        </button>
      </div>
    </Dialog>
  )
}
