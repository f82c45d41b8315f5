import { ESLint } from 'eslint'
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The architecture's boundaries are lint rules (docs/architecture.md); these probes prove the
 * rules are switched on, so a config change cannot quietly turn them into documentation again.
 *
 * The probes name files that do not exist, which the type checker cannot place in the project: the
 * two type-aware rules are off for them here, and proved on by their own probe below, which lints
 * new text under an existing file's name.
 */
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
})
/**
 * The type-aware rules with a program of one module (tsconfig.probe.json) instead of the whole
 * project's, which `npm run lint` builds anyway: the rules are the same, the probe takes a second
 * instead of thirty on a busy machine.
 */
const typed = new ESLint({
  overrideConfig: {
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: ['tests/lint/tsconfig.probe.json'],
        tsconfigRootDir: process.cwd(),
        // With CI=true typescript-eslint assumes one run over files on disk and reads the module
        // from there, not the probe's text: the probe would pass by finding nothing.
        disallowAutomaticSingleRunInference: true,
      },
    },
  },
})

async function problems(filePath: string, code: string, linter = eslint) {
  const [result] = await linter.lintText(code, { filePath })
  return result!.messages.map((m) => m.ruleId)
}

describe('architecture boundaries', () => {
  it('refuses a form that does not post', async () => {
    for (const form of ['<form onSubmit={f}>', '<form method="get">', '<form {...props}>'])
      expect(
        await problems(
          'app/features/quiz/probe.tsx',
          `const f = () => {}\nexport const X = (props: object) => ${form}</form>\n`,
        ),
      ).toContain('no-restricted-syntax')
    expect(
      await problems('app/features/quiz/probe.tsx', 'export const X = () => <form method="post" action="/x"></form>\n'),
    ).toEqual([])
  })

  it('keeps features out of each other, except the named edges', async () => {
    expect(
      await problems(
        'app/features/quiz/probe.ts',
        "import { heroAlt } from '#app/features/blog/format.ts'\nexport const x = heroAlt\n",
      ),
    ).toContain('import-x/no-restricted-paths')
    expect(
      await problems(
        'app/features/blog-admin/probe.ts',
        "import { heroAlt } from '#app/features/blog/format.ts'\nexport const x = heroAlt\n",
      ),
    ).toEqual([])
  })

  it('refuses every file of a feature folder FEATURE_EDGES does not list, and lists every folder there is', async () => {
    expect(await problems('app/features/new-feature/probe.ts', 'export const x = 1\n')).toContain(
      'local/feature-listed',
    )
    expect(await problems('app/features/new-feature/deep/probe.tsx', 'export const x = 1\n')).toContain(
      'local/feature-listed',
    )
    const folders = readdirSync('app/features', { withFileTypes: true }).filter((entry) => entry.isDirectory())
    expect(folders.length).toBeGreaterThan(10)
    for (const { name } of folders)
      expect(await problems(`app/features/${name}/probe.ts`, 'export const x = 1\n'), name).toEqual([])
  })

  it('lets auth and newsletter import only types from email', async () => {
    for (const [filePath, from] of [
      ['app/features/auth/probe.server.ts', '#app/features/email/mailer.server.ts'],
      ['app/features/newsletter/probe.server.ts', '../email/mailer.server.ts'],
    ] as const) {
      expect(
        await problems(filePath, `import { createMailer } from '${from}'\nexport const x = createMailer\n`),
      ).toContain('@typescript-eslint/no-restricted-imports')
      expect(await problems(filePath, `import type { Mailer } from '${from}'\nexport type X = Mailer\n`)).toEqual([])
    }
    // A browser module of auth keeps the browser rule too.
    expect(
      await problems(
        'app/features/auth/probe.tsx',
        "import { logout } from './auth.server.ts'\nexport const x = logout\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports')
    // Leads queues its emails itself: its edge to email is not types only.
    expect(
      await problems(
        'app/features/leads/probe.server.ts',
        "import { enqueue } from '#app/features/email/outbox.server.ts'\nexport const x = enqueue\n",
      ),
    ).toEqual([])
  })

  it('refuses a promise nobody awaits, and an async function where a callback’s result is ignored', async () => {
    // New text under an existing module's name, so the type checker places it in the project.
    const at = 'app/lib/html.ts'
    const f = 'export async function f() { return 1 }\n'
    expect(await problems(at, `${f}f()\n`, typed)).toContain('@typescript-eslint/no-floating-promises')
    expect(await problems(at, `${f}export const g = () => [1].forEach(async () => { await f() })\n`, typed)).toContain(
      '@typescript-eslint/no-misused-promises',
    )
    expect(await problems(at, `${f}export const g = () => { void f().catch(() => {}) }\n`, typed)).toEqual([])
  }, 120_000)

  it('keeps app/ off server/ and shared code off features', async () => {
    expect(
      await problems(
        'app/features/blog/probe.ts',
        "import { createApp } from '#server/app.ts'\nexport const x = createApp\n",
      ),
    ).toContain('import-x/no-restricted-paths')
    expect(
      await problems(
        'app/lib/probe.ts',
        "import { heroAlt } from '#app/features/blog/format.ts'\nexport const x = heroAlt\n",
      ),
    ).toContain('import-x/no-restricted-paths')
  })

  it('keeps *.server.ts modules out of browser code, types excepted', async () => {
    const code = "import { createPost } from '#app/features/blog/blog.server.ts'\nexport const x = createPost\n"
    expect(await problems('app/features/blog/probe.tsx', code)).toContain('@typescript-eslint/no-restricted-imports')
    expect(await problems('app/features/blog/probe.server.ts', code)).toEqual([])
    expect(
      await problems(
        'app/features/blog/probe.tsx',
        "import type { BlogService } from './blog-service.server.ts'\nexport type X = BlogService\n",
      ),
    ).toEqual([])
  })

  it('keeps React out of the pages served without it (app/islands)', async () => {
    expect(
      await problems('app/islands/probe.ts', "import { useState } from 'react'\nexport const x = useState\n"),
    ).toContain('@typescript-eslint/no-restricted-imports')
    expect(
      await problems(
        'app/islands/probe.ts',
        "import { ContactForm } from '#app/features/leads/contact-form.tsx'\nexport const x = ContactForm\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports')
    expect(
      await problems(
        'app/islands/probe.ts',
        "import { scrollToSection } from '#app/lib/scroll.ts'\nexport const x = scrollToSection\n",
      ),
    ).toEqual([])
  })

  it("keeps server/ to the services it is handed, not a feature's server internals", async () => {
    expect(
      await problems(
        'server/api/probe.ts',
        "import { logout } from '#app/features/auth/auth.server.ts'\nexport const x = logout\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports')
    expect(
      await problems(
        'server/api/probe.ts',
        "import type { SessionUser } from '#app/features/auth/auth.server.ts'\nexport type X = SessionUser\n",
      ),
    ).toEqual([])
    expect(
      await problems(
        'server/api/probe.ts',
        "import { SLUG_PATTERN } from '#app/features/blog/slug.ts'\nexport const x = SLUG_PATTERN\n",
      ),
    ).toEqual([])
  })

  it('keeps the React Router contexts out of features: routes read them and pass values in', async () => {
    expect(
      await problems(
        'app/features/auth/probe.tsx',
        "import { requestContext } from '#app/context.ts'\nexport const x = requestContext\n",
      ),
    ).toContain('import-x/no-restricted-paths')
    expect(
      await problems(
        'app/routes/probe.tsx',
        "import { requestContext } from '#app/context.ts'\nexport const x = requestContext\n",
      ),
    ).toEqual([])
  })

  it("gives services and pages the configured site identity, never content/site.ts's defaults", async () => {
    const defaults = "import { siteDefaults } from '#content/site.ts'\nexport const x = siteDefaults.timeZone\n"
    for (const filePath of ['app/features/blog/probe.server.ts', 'server/api/probe.ts', 'app/routes/probe.tsx'])
      expect(await problems(filePath, defaults), filePath).toContain('no-restricted-syntax')
    // The env schema takes its defaults from there; a test compares with them.
    expect(await problems('app/lib/probe.server.ts', defaults)).toEqual([])
    expect(await problems('app/features/blog/probe.test.ts', defaults)).toEqual([])
    // The type is shared by everyone; a form still has to post beside the new rule.
    expect(
      await problems(
        'app/features/pdf/probe.server.ts',
        "import type { SiteIdentity } from '#content/site.ts'\nexport type X = SiteIdentity\n",
      ),
    ).toEqual([])
    expect(
      await problems('app/features/quiz/probe.tsx', 'export const X = () => <form method="get"></form>\n'),
    ).toContain('no-restricted-syntax')
  })

  it('takes zod from app/lib/zod.ts and names files in kebab-case', async () => {
    expect(await problems('server/probe.ts', "import { z } from 'zod'\nexport const x = z\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    )
    expect(await problems('app/components/ui/SomeWidget.tsx', 'export const x = 1\n')).toContain(
      'check-file/filename-naming-convention',
    )
  })
})

describe('tests that can fail', () => {
  it('refuses an empty arrayContaining and a presence query checked for truthiness', async () => {
    const probe = (body: string) =>
      problems('app/features/quiz/probe.test.tsx', `import { expect } from 'vitest'\n${body}\n`)
    expect(await probe('expect([1]).toEqual(expect.arrayContaining([]))')).toContain('no-restricted-syntax')
    expect(
      await probe(
        "declare const screen: Record<string, (q: string) => unknown>\nexpect(screen.getByText('x')).toBeTruthy()",
      ),
    ).toContain('no-restricted-syntax')
    expect(
      await probe(
        "declare const screen: Record<string, (q: string) => unknown>\nexport const t = async () => expect(await screen.findByRole('x')).toBeTruthy()",
      ),
    ).toContain('no-restricted-syntax')
    expect(
      await probe(
        "declare const screen: Record<string, (q: string) => unknown>\nexpect(screen.getAllByRole('row')).toHaveLength(2)",
      ),
    ).toEqual([])
    expect(await probe('expect([1, 2]).toEqual(expect.arrayContaining([2]))')).toEqual([])
  })
})
