/** Spec §2: alt text derived from title, category and heroImageAlt. */
export function heroAlt(post: { title: string; category: string; heroImageAlt: string | null }): string {
  return post.heroImageAlt?.trim() || `${post.title} (${post.category})`
}

/** Spec §9: word count is content length divided by 5, rounded up. */
export function wordCount(content: string): number {
  return Math.ceil(content.length / 5)
}
