import { Plus, X } from 'lucide-react'
import { AdminHeader } from '#app/components/layout/admin-header.tsx'
import { usePostList } from './api.ts'
import { DeletePostDialog } from './delete-post-dialog.tsx'
import { PostForm } from './post-form.tsx'
import { PostList } from './post-list.tsx'
import { usePostDelete } from './use-post-delete.ts'
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
  const deletion = usePostDelete({ onDeleted: editor.deleted })
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
        <PostList
          posts={list.data?.posts ?? []}
          loading={list.isPending}
          failed={list.isError && !list.data}
          readAt={list.dataUpdatedAt}
          timeZone={timeZone}
          onEdit={editor.edit}
          onDelete={deletion.ask}
        />
      </main>
      <DeletePostDialog post={deletion.toDelete} onCancel={deletion.cancel} onConfirm={() => void deletion.confirm()} />
    </>
  )
}
