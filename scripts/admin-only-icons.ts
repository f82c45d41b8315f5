import fs from 'node:fs'
import path from 'node:path'

/**
 * The lucide icon files that only admin code imports. vite.config.ts gives them a chunk
 * of their own, so the shared public chunk stays within the home page's JavaScript budget: public
 * pages never download the editor toolbar's icons. Found by reading the imports, so a new admin
 * icon needs no edit here.
 */
const ADMIN_ONLY =
  /app[\\/](features[\\/](blog-admin|leads-admin|auth)|components[\\/]layout[\\/]admin-|routes[\\/]admin-)/

export function adminOnlyIconFiles(root: string): string[] {
  const used = { admin: new Set<string>(), public: new Set<string>() }
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.tsx?$/.test(entry.name) && !/\.(server|test)\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8')
        for (const match of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*'lucide-react'/g)) {
          for (const name of match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!)) {
            if (name) used[ADMIN_ONLY.test(path.relative(root, file)) ? 'admin' : 'public'].add(name)
          }
        }
      }
    }
  }
  walk(path.join(root, 'app'))
  const index = fs.readFileSync(path.join(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8')
  // By file, not by name: lucide exports one icon under several names (CheckCircle2 and
  // CircleCheck are one file), and a file a public page uses must stay in the public chunk.
  const fileOf = (name: string) =>
    new RegExp(`default as ${name}[,\\s}][^;]*'\\./icons/([a-z0-9-]+)\\.mjs'`).exec(index)?.[1]
  const publicFiles = new Set([...used.public].map(fileOf))
  return [...new Set([...used.admin].map(fileOf))]
    .filter((file): file is string => Boolean(file) && !publicFiles.has(file))
    .sort()
}
