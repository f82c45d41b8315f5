import { describe, expect, it } from 'vitest'
import { paintFirst } from './paint-first.server.ts'

// The shape React Router 8 renders (its <Scripts> element), cut down to what the rewrite touches.
const document = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/>
<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/><link rel="modulepreload" href="/assets/framework.js" nonce="abc"/>
<link rel="modulepreload" href="/assets/home.js" nonce="abc"/></head><body><main>Hello</main>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script nonce="abc">window.__reactRouterContext = {};</script><script nonce="abc" type="module" async="">;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client.js");</script></body></html>`

const bootstrapOf = (html: string) => /<script nonce="abc" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!

describe('paintFirst', () => {
  const html = paintFirst(document)
  const bootstrap = bootstrapOf(html)

  it('takes the module preloads out of the document, so nothing but the stylesheet competes with the first paint', () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/)
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>')
  })

  it('waits for the first contentful paint, with a timer for a tab that draws nothing, before anything else', () => {
    expect(bootstrap.trimStart()).toMatch(/^await new Promise/)
    expect(bootstrap).toContain("getEntriesByName('first-contentful-paint')")
    expect(bootstrap).toMatch(/setTimeout\(go, \d+\)/)
    expect(bootstrap).not.toMatch(/^import \* as/m)
  })

  it('then preloads every script the head listed, with the nonce, and imports the same route modules', () => {
    const waited = bootstrap.indexOf('await new Promise')
    const preloads = bootstrap.indexOf('["/assets/entry.client.js","/assets/framework.js","/assets/home.js"]')
    const imports = bootstrap.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);',
    )
    const rest = bootstrap.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};')
    expect([waited, preloads, imports, rest].every((at) => at >= 0)).toBe(true)
    expect(waited < preloads && preloads < imports && imports < rest).toBe(true)
    expect(bootstrap).toContain('link.nonce = nonce')
    expect(bootstrap.trimEnd()).toMatch(/import\("\/assets\/entry\.client\.js"\);$/)
  })

  it('is valid JavaScript for a module', () => {
    // An async function body accepts what a module's top level does here (await, const).
    expect(
      () => new Function(`return (async () => {${bootstrap.replace(/^import\(/m, 'void import(')}})`),
    ).not.toThrow()
  })

  it('leaves a document without React Router’s bootstrap alone', () => {
    const plain =
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body><script type="module">x()</script></body></html>'
    expect(paintFirst(plain)).toBe(plain)
  })

  it('turns a page’s own module (the home page without React) into one that waits for the paint, then adds it', () => {
    const island = `<html><body><main>Hello</main><script type="module" src="/assets/island-x1.js" nonce="abc" data-paint-first=""></script></body></html>`
    const rewritten = paintFirst(island)
    expect(rewritten).not.toContain('src="/assets/island-x1.js"')
    const body = /<script type="module" nonce="abc">([\s\S]*?)<\/script>/.exec(rewritten)![1]!
    expect(body.trimStart()).toMatch(/^await new Promise/)
    expect(body).toContain("getEntriesByName('first-contentful-paint')")
    // A script element, not import(): 'strict-dynamic' trusts what a hash-allowed script adds, not what it imports.
    expect(body).toContain(`script.src = "/assets/island-x1.js";`)
    expect(body).not.toMatch(/\bimport\b/)
    expect(rewritten).toContain('<main>Hello</main>')
  })
})
