import { FileText, Plus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { AdminHeader } from '#app/components/layout/admin-header.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { usePostList } from '#app/features/blog-admin/api.ts'
import { failureToast } from '#app/lib/api-client.ts'
import { useIssueFromPost, useIssues, type Issue } from './api.ts'
import { IssueEditor } from './issue-editor.tsx'
import { IssueList } from './issue-list.tsx'
import { Select } from '#app/components/ui/select.tsx'

function FromPost({ onCreated }: { onCreated: (issue: Issue) => void }) {
  const posts = usePostList()
  const fromPost = useIssueFromPost()
  const { toast } = useToast()
  const [postId, setPostId] = useState('')
  const id = useId()
  async function start() {
    if (!postId) return
    try {
      const { issue } = await fromPost.mutateAsync(Number(postId))
      setPostId('')
      onCreated(issue)
    } catch (error) {
      toast(failureToast('Could not start from that post', error))
    }
  }
  // Public now: a scheduled post's link would be a 404 for the readers.
  const published = (posts.data?.posts ?? []).filter(
    (p) => p.status === 'published' && Date.parse(p.publishedAt) <= (posts.dataUpdatedAt || 0),
  )
  return (
    <div className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Start from a blog post
        </label>
        <Select
          id={id}
          value={postId}
          onChange={(e) => setPostId(e.target.value)}
          disabled={posts.isPending}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base focus:ring-2 focus:ring-brand-500 focus:outline-none sm:text-sm"
          options={[
            { value: '', label: posts.isPending ? 'Loading posts…' : 'Choose a published post' },
            ...published.map((p) => ({ value: p.id, label: p.title })),
          ]}
        />
      </div>
      <button
        type="button"
        className="btn-secondary"
        disabled={!postId || fromPost.isPending}
        onClick={() => void start()}
      >
        <FileText aria-hidden="true" className="size-4" />
        {fromPost.isPending ? 'Starting...' : 'Start draft'}
      </button>
    </div>
  )
}

export function NewsletterAdmin({
  username,
  timeZone,
  siteUrl,
}: {
  username: string
  timeZone: string
  siteUrl: string
}) {
  const list = useIssues()
  // null: a new issue; undefined: none open. The open issue is read from the list when it is fresher.
  const [open, setOpen] = useState<Issue | null | undefined>(undefined)
  const [openKey, setOpenKey] = useState(0)
  const show = (issue: Issue | null) => {
    setOpen(issue)
    setOpenKey((k) => k + 1)
    requestAnimationFrame(() => document.getElementById('issue-heading')?.focus())
  }
  const close = () => {
    setOpen(undefined)
    requestAnimationFrame(() => document.getElementById('issues-heading')?.focus())
  }
  const current = open ? (list.data?.issues.find((i) => i.id === open.id) ?? open) : open
  return (
    <>
      <AdminHeader title="Newsletter" subtitle="Write, send and follow the monthly briefing" username={username}>
        {open !== undefined ? (
          <button type="button" className="btn-secondary" onClick={close}>
            <X aria-hidden="true" className="size-4" />
            Close
          </button>
        ) : null}
        <button type="button" className="btn-primary" onClick={() => show(null)}>
          <Plus aria-hidden="true" className="size-4" />
          New newsletter
        </button>
      </AdminHeader>
      <main id="main" className="container-page grid gap-6 py-8">
        {open === undefined ? <FromPost onCreated={show} /> : null}
        {current !== undefined ? (
          <IssueEditor
            key={openKey}
            issue={current}
            recipients={list.data?.recipients ?? 0}
            timeZone={timeZone}
            siteUrl={siteUrl}
            onSaved={setOpen}
            onClose={close}
          />
        ) : null}
        <IssueList list={list} timeZone={timeZone} onOpen={show} />
      </main>
    </>
  )
}
