import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { siteDefaults as site } from '#content/site.ts'

/**
 * Draws a component as the server does for a page served without React (React Router's static
 * render, the root loader's site identity), into happy-dom's document, so a test can run the
 * page's script (app/islands) on exactly that markup. `action`: the page answers a post, and the
 * component reads what the action returned (a refused form).
 */
export async function serverRender(element: ReactNode, { action }: { action?: () => unknown } = {}) {
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: () => ({ site, siteUrl: 'http://site.test' }),
      action: action ?? (() => null),
      element,
    },
  ]
  const handler = createStaticHandler(routes)
  const request = action
    ? new Request('http://site.test/', { method: 'POST', body: new URLSearchParams() })
    : new Request('http://site.test/')
  const context = await handler.query(request)
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  document.body.innerHTML = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />)
  return document.body
}
