import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('blog/rss.xml', 'routes/rss.ts'),
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    route('cybersecurity-quiz', 'routes/quiz.tsx'),
    route('resources', 'routes/resources.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/blog-post.tsx'),
    route('preview/:token', 'routes/blog-preview.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('accessibility', 'routes/accessibility.tsx'),
    route('unsubscribe', 'routes/unsubscribe.tsx'),
    route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
    route('newsletter', 'routes/newsletter.tsx'),
    route('newsletter/:slug', 'routes/newsletter-issue.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('admin-blog', 'routes/admin-blog.tsx'),
  route('admin-contacts', 'routes/admin-contacts.tsx'),
  route('admin-insights', 'routes/admin-insights.tsx'),
  route('admin-newsletter', 'routes/admin-newsletter.tsx'),
  route('admin-account', 'routes/admin-account.tsx'),
] satisfies RouteConfig
