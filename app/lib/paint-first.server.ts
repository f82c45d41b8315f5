/**
 * Paint first, then fetch and run the scripts (docs/decisions/0022-paint-before-scripts.md).
 *
 * React Router puts a module preload for every script of the page in the head and ends the body
 * with an inline module that imports the matched route modules statically. The preloads compete
 * with the stylesheet for the connection, and on a fast connection the browser runs
 * React before it draws anything, so the first paint waits for the scripts either way.
 *
 * This rewrites the document: the preloads leave the head, and the inline module first waits for
 * the first contentful paint, then adds the same preloads (with the page's CSP nonce, when it has
 * one: a cached page's scripts are allowed by hash, decision 57) and imports
 * the route modules dynamically before going on exactly as React Router wrote it. The page reads
 * and its links work from the first paint; it becomes interactive when the scripts arrive.
 *
 * A page served without React (the home page, docs/decisions/0031) ends with its own module,
 * marked `data-paint-first`: it becomes an inline module that waits the same way, then imports it.
 *
 * A browser that reports no paint (a tab opened in the background draws nothing) starts the
 * scripts after PAINT_WAIT_MS anyway.
 *
 * What React Router writes is read and replaced only through react-router-bootstrap.server.ts.
 */
import { readBootstrap, replaceBootstrap } from './react-router-bootstrap.server.ts'

/** Our own markup (app/root.tsx), so not React Router's: the page's module, marked to wait. */
const ISLAND =
  /<script\b(?=[^>]*\bdata-paint-first="")(?=[^>]*\bsrc="([^"]+)")(?=[^>]*\bnonce="([^"]*)")[^>]*><\/script>/
/** Longest wait for the first paint before the scripts start without it. */
export const PAINT_WAIT_MS = 1_000

const waitForFirstPaint = `await new Promise((go) => {
  setTimeout(go, ${PAINT_WAIT_MS});
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(go);
    }).observe({ type: 'paint', buffered: true });
  } catch {}
});`

const addPreloads = (hrefs: string[]) => `const nonce = document.querySelector('script[nonce]')?.nonce;
for (const href of ${JSON.stringify(hrefs)}) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  if (nonce) link.nonce = nonce;
  document.head.append(link);
}`

/**
 * The island's module as a script element this one adds, not an import(): an import inherits the
 * inline script's "parser-inserted" state, which 'strict-dynamic' refuses when the inline script
 * is allowed by its hash rather than a nonce, as a cached page's is (decision 57).
 */
const addModule = (src: string) => `const script = document.createElement('script');
script.type = 'module';
script.src = ${JSON.stringify(src)};
document.head.append(script);`

export function paintFirst(html: string): string {
  const island = ISLAND.exec(html)
  if (island) {
    const [tag, src, nonce] = island as unknown as [string, string, string]
    return html.replace(
      tag,
      () => `<script type="module" nonce="${nonce}">${waitForFirstPaint}\n${addModule(src)}</script>`,
    )
  }
  const bootstrap = readBootstrap(html)
  if (!bootstrap) return html

  const names = bootstrap.routeImports.map(({ name }) => name).join(', ')
  const specifiers = bootstrap.routeImports.map(({ specifier }) => `import(${specifier})`).join(', ')
  const rewritten = [
    waitForFirstPaint,
    addPreloads(bootstrap.preloads),
    `const [${names}] = await Promise.all([${specifiers}]);`,
    bootstrap.rest,
  ].join('\n')
  return replaceBootstrap(html, bootstrap, rewritten)
}
