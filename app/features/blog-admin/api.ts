import type { BlogService } from '#app/features/blog/blog-service.server.ts'
import type { PostInput } from '#app/features/blog/post.schema.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import type { Jsonify } from '#app/lib/json.ts'
import { useApiQuery } from '#app/lib/use-api-query.ts'

/**
 * The blog administration's calls to the spec's /api endpoints (§7), typed from what the server's
 * blog service returns (docs/decisions/0007-admin-data-types.md).
 */
export type PostList = Jsonify<Awaited<ReturnType<BlogService['list']>>>
export type AdminPost = PostList['posts'][number]

/** Spec §9: the admin list holds up to 50 posts; an admin also sees the scheduled ones. */
export const usePostList = () => useApiQuery<PostList>('/api/blog?limit=50')

export const createPost = (post: PostInput) => apiRequest('POST', '/api/blog', post)

/** An empty date is sent as null, which publishes now as the form's hint says; left out, it would keep the old date. */
export const updatePost = (id: number, post: PostInput) =>
  apiRequest('PUT', `/api/blog/${id}`, { ...post, publishedAt: post.publishedAt ?? null })

export const deletePost = (id: number) => apiRequest('DELETE', `/api/blog/${id}`)

/** Spec §7: a signed URL the browser PUTs the image to (decision 4); undefined if none came back. */
export async function requestUploadUrl(): Promise<string | undefined> {
  const { uploadURL } = await apiRequest<{ uploadURL?: string }>('POST', '/api/objects/upload')
  return uploadURL
}

export const setHeroImage = (postId: number, uploadURL: string) =>
  apiRequest('PUT', `/api/blog/${postId}/hero-image`, { heroImageURL: uploadURL })
