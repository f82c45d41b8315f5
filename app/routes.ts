import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { ADMIN_PAGES } from './lib/admin-pages.ts'

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('blog/rss.xml', 'routes/rss.ts'),
  route('cybersecurity-quiz/report', 'routes/quiz-report.ts'),
  route('cybersecurity-quiz/results', 'routes/quiz-results.ts'),
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    route('cybersecurity-quiz', 'routes/quiz.tsx'),
    route('resources', 'routes/resources.tsx'),
    route('resources/:slug', 'routes/resource.tsx'),
    route('submitted/:form', 'routes/submitted.tsx'),
    route('book', 'routes/book.tsx'),
    route('book/check-email', 'routes/book-check-email.tsx'),
    route('book/manage/:token', 'routes/book-manage.tsx'),
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
  // The admin's pages come from their one list (app/lib/admin-pages.ts): a page added here by hand
  // would be missing from the admin's menu and from where a sign-in may return.
  ...ADMIN_PAGES.map(({ path }) => route(path.slice(1), `routes${path}.tsx`)),
  route('admin-password-reset', 'routes/admin-password-reset.tsx'),
  route('admin-password-reset/:token', 'routes/admin-password-reset-link.tsx'),
  route('needs-script', 'routes/needs-script.tsx'),
] satisfies RouteConfig
