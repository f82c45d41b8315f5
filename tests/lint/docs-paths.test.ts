import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every file or folder the README and docs/ name exists, so a doc cannot go on naming a module
 * that was renamed or removed.
 *
 * What counts as a path, from how the docs write them:
 * - Text in single backticks, outside fenced code blocks (those hold commands and config
 *   examples), with no whitespace and none of `{ } * < > : ? = $ , ( ) [ ] | ' " #`: a pattern,
 *   a placeholder, a URL with a scheme or a command is not one file. A span written
 *   `tests/api/x.test.ts › a test's name` (as docs/security.md names tests) is checked for the
 *   part before ` › `.
 * - It ends in a file extension the repository uses (`EXTENSIONS`), or it holds a `/` and its
 *   first folder is a folder of the repository (`features/leads`, `tests/e2e/`). Other slashed
 *   words are not paths: lint rules (`import-x/no-cycle`), MIME types, time zones,
 *   `DATA_DIR/outbox`, `./data` (the site's data folder, which git ignores).
 * - Not a path either: text starting with `/` (a URL of the site such as `/admin-bookings`, or a
 *   path outside the repository such as `/tmp`), starting with `@` (an npm package), or only an
 *   extension (`.ts`).
 *
 * Where it is looked for: the docs write a path from the repository's root
 * (`app/lib/zod.ts`) or, inside a paragraph about one folder, from that folder
 * (`leads/lead-emails.server.ts`, `zod.ts`). So a path exists when a file or folder of the
 * repository is that path or ends with it, whole names only. New docs should write the full path:
 * a short name passes as long as any file of that name exists, wherever it is.
 *
 * The repository is what git tracks plus new files it does not ignore, as they are on disk now.
 * A path git ignores is something a script writes when it runs (`bench-results/bench.json`), and
 * is not checked. Relative Markdown links are checked too, from the document's own folder.
 */

const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|md|sql|css|yml|yaml|sh|html|service|pdf)$/

/** Names the docs write in code font that are not files of this repository, and what they are. */
const NOT_REPOSITORY_FILES = new Map([
  ['manifest.json', 'the first member of a backup archive (decisions 8 and 15)'],
  ['objects/uploads/', 'the storage key of a finalised image (decision 15, docs/security.md)'],
  ['boot.js', "Ghost's boot sequence, the model of decision 20"],
])

function git(...args: string[]) {
  return execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
}

const files = git('ls-files', '-z', '--cached', '--others', '--exclude-standard')
  .split('\0')
  .filter((file) => file && existsSync(file))
const folders = new Set(
  files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
)
const folderNames = new Set([...folders].map((folder) => path.posix.basename(folder)))

/** Every path of the repository and every tail of one that starts at a name: `a/b/c.ts`, `b/c.ts`, `c.ts`. */
const known = new Set(
  [...files, ...folders].flatMap((entry) => entry.split('/').map((_, i, parts) => parts.slice(i).join('/'))),
)

const docs = files.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')))

function pathsNamedIn(text: string) {
  const prose = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
  const named: string[] = []
  for (const [, code] of prose.matchAll(/`([^`]+)`/g)) {
    const span = code!.split(' › ')[0]!
    if (/[\s{}*<>:?=$,()[\]|'"#]/.test(span) || /^[/@]/.test(span) || /^(\.[a-z0-9]+)+$/i.test(span)) continue
    const relative = span.replace(/^\.\//, '')
    const firstFolder = relative.split('/')[0]!
    if (EXTENSIONS.test(relative) || (relative.includes('/') && folderNames.has(firstFolder))) named.push(span)
  }
  return named
}

function linksIn(text: string) {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!.split('#')[0]!)
    .filter((target) => target && !/^[a-z][a-z+.-]*:/i.test(target))
}

/** The ones git ignores: what a script writes when it runs. */
function ignoredByGit(paths: string[]) {
  const answer = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
    input: paths.join('\n'),
    encoding: 'utf8',
  })
  return new Set(answer.stdout.split('\n'))
}

describe('paths the docs name', () => {
  it('reads the README and every document under docs/', () => {
    expect(docs).toContain('README.md')
    expect(docs).toContain('docs/architecture.md')
    expect(docs.some((doc) => doc.startsWith('docs/decisions/'))).toBe(true)
  })

  it('finds the paths the docs write, and only those', () => {
    expect(
      pathsNamedIn(
        [
          '`app/lib/zod.ts`, `zod.ts`, `features/leads`, `tests/e2e/`, `deploy/k12-site@.service`, `./package.json`',
          '`tests/api/auth.test.ts › refuses a stale code`',
          '`/admin-bookings`, `@conform-to/react`, `import-x/no-cycle`, `text/html`, `America/Chicago`',
          '`DATA_DIR/outbox`, `./data`, `.ts`, `{title}.pdf`, `node_modules/<pkg>/package.json`, `#app/lib`',
          '```sh\ncat `not/a/path.ts`\n```',
        ].join('\n'),
      ),
    ).toEqual([
      'app/lib/zod.ts',
      'zod.ts',
      'features/leads',
      'tests/e2e/',
      'deploy/k12-site@.service',
      './package.json',
      'tests/api/auth.test.ts',
    ])
  })

  it('names only files and folders that exist', () => {
    const unresolved = docs.flatMap((doc) =>
      pathsNamedIn(readFileSync(doc, 'utf8'))
        .filter((named) => !NOT_REPOSITORY_FILES.has(named))
        .filter((named) => !known.has(named.replace(/^\.\//, '').replace(/\/$/, '')))
        .map((named) => ({ doc, named })),
    )
    const ignored = ignoredByGit(unresolved.map(({ named }) => named.replace(/^\.\//, '')))
    const missing = unresolved
      .filter(({ named }) => !ignored.has(named.replace(/^\.\//, '')))
      .map(({ doc, named }) => `${doc}: ${named}`)
    expect(missing).toEqual([])
  })

  it('links only to files and folders that exist', () => {
    const missing = docs.flatMap((doc) =>
      linksIn(readFileSync(doc, 'utf8'))
        .filter((target) => !existsSync(path.join(path.dirname(doc), target)))
        .map((target) => `${doc}: ${target}`),
    )
    expect(missing).toEqual([])
  })

  it('keeps the list of names that are not files short and current', () => {
    const everyName = new Set(docs.flatMap((doc) => pathsNamedIn(readFileSync(doc, 'utf8'))))
    for (const name of NOT_REPOSITORY_FILES.keys()) expect(everyName, name).toContain(name)
  })
})
