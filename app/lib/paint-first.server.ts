/**
 * Paint first, then fetch and run the scripts (decision 22): the preloads leave the head and the
 * inline module waits for the first contentful paint (or PAINT_WAIT_MS) before adding them back.
 * What React Router writes is read and replaced only through react-router-bootstrap.server.ts.
 */
import { readBootstrap, replaceBootstrap } from './react-router-bootstrap.server.ts'

/** Our own markup (app/root.tsx), not React Router's. */
const ISLAND =
  /<script\b(?=[^>]*\bdata-paint-first="")(?=[^>]*\bsrc="([^"]+)")(?=[^>]*\bnonce="([^"]*)")[^>]*><\/script>/
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
 * A script element, not an import(): an import inherits the inline script's "parser-inserted" state,
 * which 'strict-dynamic' refuses when the inline script is allowed by hash (decision 57).
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
