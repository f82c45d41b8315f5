/** Spec §9 dates: "Jan 5, 2024" in lists, "March 5, 2025" on the post page; one time zone on server and browser. */
export function shortDate(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone })
}

export function longDate(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone })
}

/** Spec §9: meta description cut to 157 characters plus an ellipsis when the excerpt is over 160. */
export function metaDescription(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157)}...` : text
}

/** Spec §2: alt text derived from title, category and heroImageAlt. */
export function heroAlt(post: { title: string; category: string; heroImageAlt: string | null }): string {
  return post.heroImageAlt?.trim() || `${post.title} (${post.category})`
}

/** Spec §9: word count is content length divided by 5, rounded up. */
export function wordCount(content: string): number {
  return Math.ceil(content.length / 5)
}
