import { Plus, X } from 'lucide-react'
import { useState } from 'react'
import { AdminHeader } from '#app/components/layout/admin-header.tsx'
import { ConfirmDialog } from '#app/components/ui/dialog.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { failureToast } from '#app/lib/api-client.ts'
import { useDeletePost, usePostList, type AdminPost } from './api.ts'
import { PostForm } from './post-form.tsx'
import { PostList } from './post-list.tsx'
import { usePostEditor } from './use-post-editor.ts'

export function BlogAdmin({
  username,
  defaultAuthor,
  timeZone,
}: {
  username: string
  defaultAuthor: string
  timeZone: string
}) {
  const list = usePostList()
  const editor = usePostEditor({ defaultAuthor, timeZone })
  const { toast } = useToast()
  const remove = useDeletePost()
  const [toDelete, setToDelete] = useState<AdminPost | null>(null)

  async function confirmDelete(post: AdminPost) {
    setToDelete(null)
    try {
      await remove.mutateAsync(post.id)
      toast({ title: 'Blog Post Deleted', description: `"${post.title}" has been deleted.` })
      editor.deleted(post)
    } catch (error) {
      toast(failureToast('Delete Failed', error, 'Failed to delete blog post.'))
    }
  }
  return (
    <>
      <AdminHeader title="Blog Administration" subtitle="Write, schedule and manage blog posts" username={username}>
        {editor.open ? (
          <button type="button" className="btn-secondary" onClick={editor.close}>
            <X aria-hidden="true" className="size-4" />
            Cancel
          </button>
        ) : null}
        <button type="button" className="btn-primary" onClick={editor.create}>
          <Plus aria-hidden="true" className="size-4" />
          New Post
        </button>
      </AdminHeader>
      <main id="main" className="container-page py-8">
        {editor.open ? <PostForm editor={editor} timeZone={timeZone} /> : null}
        <PostList list={list} timeZone={timeZone} onEdit={editor.edit} onDelete={setToDelete} />
      </main>
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete this post?"
        description="Are you sure you want to delete this blog post? This action cannot be undone."
        action="Delete"
        danger
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
      >
        <p className="text-sm font-medium">{toDelete?.title}</p>
      </ConfirmDialog>
    </>
  )
}
