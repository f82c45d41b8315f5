import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BlogService } from '#app/features/blog/blog-service.server.ts'
import type { PostInput } from '#app/features/blog/post.schema.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import type { Jsonify } from '#app/lib/json.ts'

/** Types from the server's blog service (decision 7); query keys are the URL's parts (decision 17). */
export type PostList = Jsonify<Awaited<ReturnType<BlogService['list']>>>
export type AdminPost = PostList['posts'][number]

const postsKey = ['/api/blog'] as const

const listKey = [...postsKey, { limit: 50 }] as const

/** Spec §9: up to 50 posts, the scheduled ones included. */
export const usePostList = () => useQuery<PostList>({ queryKey: listKey })

/** After a conflict (decision 27); also refreshes the screen's list. */
export function useFreshPostList() {
  const queryClient = useQueryClient()
  return () => queryClient.fetchQuery<PostList>({ queryKey: listKey, staleTime: 0 })
}

function useReloadPosts() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: postsKey })
}

/** An empty date is sent as null, which publishes now as the form's hint says; left out, it would keep the old date. */
export function useSavePost() {
  const reload = useReloadPosts()
  return useMutation({
    mutationFn: ({ id, post, autosave }: { id: number | undefined; post: PostInput; autosave?: boolean }) =>
      id === undefined
        ? apiRequest<{ post: AdminPost }>('POST', '/api/blog', post)
        : apiRequest<{ post: AdminPost }>('PUT', `/api/blog/${id}${autosave ? '?autosave=1' : ''}`, {
            ...post,
            publishedAt: post.publishedAt ?? null,
          }),
    onSuccess: reload,
  })
}

export function useDeletePost() {
  const reload = useReloadPosts()
  return useMutation({ mutationFn: (id: number) => apiRequest('DELETE', `/api/blog/${id}`), onSuccess: reload })
}

/** Spec §7, decision 4. `undefined`: no URL came back. */
export async function requestUploadUrl(): Promise<string | undefined> {
  const { uploadURL } = await apiRequest<{ uploadURL?: string }>('POST', '/api/objects/upload')
  return uploadURL
}

export function useSetHeroImage() {
  const reload = useReloadPosts()
  return useMutation({
    mutationFn: ({ postId, uploadURL }: { postId: number; uploadURL: string }) =>
      apiRequest('PUT', `/api/blog/${postId}/hero-image`, { heroImageURL: uploadURL }),
    onSuccess: reload,
  })
}

export interface PreviewLink {
  url: string
  expiresAt: string
}

export const useCreatePreview = (postId: number) =>
  useMutation({ mutationFn: () => apiRequest<PreviewLink>('POST', `/api/blog/${postId}/previews`) })

export const useRevokePreviews = (postId: number) =>
  useMutation({ mutationFn: () => apiRequest<{ revoked: number }>('DELETE', `/api/blog/${postId}/previews`) })

export type Revision = Jsonify<Awaited<ReturnType<BlogService['revisions']>>>[number]
type RevisionDetail = Jsonify<Awaited<ReturnType<BlogService['revision']>>>

export const useRevisions = (postId: number, enabled: boolean) =>
  useQuery<{ revisions: Revision[] }>({ queryKey: [...postsKey, postId, 'revisions'], enabled, staleTime: 0 })

export const useRevision = (postId: number, revisionId: number | null) =>
  useQuery<RevisionDetail>({
    queryKey: [...postsKey, postId, 'revisions', revisionId ?? 0],
    enabled: revisionId !== null,
    staleTime: 0,
  })

/** The form shows the answer at once; the list and history are re-read meanwhile, not waited for. */
export function useRestoreRevision(postId: number) {
  const reload = useReloadPosts()
  return useMutation({
    mutationFn: ({ revisionId, version }: { revisionId: number; version: number }) =>
      apiRequest<{ post: AdminPost }>('POST', `/api/blog/${postId}/revisions/${revisionId}/restore`, { version }),
    onSuccess: () => void reload(),
  })
}

/** Decision 28: after a conflict, without changing the post. */
export const useKeepCopy = () =>
  useMutation({
    mutationFn: ({ postId, post }: { postId: number; post: PostInput }) =>
      apiRequest<{ revision: Revision }>('POST', `/api/blog/${postId}/revisions`, {
        ...post,
        publishedAt: post.publishedAt ?? null,
      }),
  })
