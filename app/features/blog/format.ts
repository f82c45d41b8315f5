/** Spec §2: alt text derived from title, category and heroImageAlt. */
export function heroAlt(post: { title: string; category: string; heroImageAlt: string | null }): string {
  return post.heroImageAlt?.trim() || `${post.title} (${post.category})`
}
