import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import path from 'node:path'

/**
 * Which feature may import which other feature (docs/architecture.md, "Boundaries"). Everything
 * else a feature needs comes from app/lib, app/components, content/ or db/, or is passed in by
 * app/services.server.ts. Routes and the server compose features freely.
 */
const FEATURE_EDGES = {
  auth: ['email'], // account alerts to an admin go through the outbox (types only)
  backup: ['objects'], // archives and restores the stored images
  doctor: ['auth', 'backup', 'email', 'objects'], // npm run doctor checks each of them in a deployment
  blog: ['objects'], // the blog service finalises uploaded hero images
  'booking-admin': ['booking'], // the admin of the bookings' own domain (decision 40)
  booking: ['leads', 'email', 'webhooks'], // a booking is a consultation request with a time: the lead form's fields, schema and labels; its emails are email templates sent through the outbox (decisions 40, 48)
  'blog-admin': ['blog', 'objects'], // the admin of the blog's own domain, and its hero-image uploads
  email: [],
  leads: ['email', 'webhooks'], // leads queue their emails and webhook events in the same transaction (decisions 5, 62)
  'leads-admin': ['leads', 'email', 'quiz', 'analytics'], // the admin of the leads' own domain, the outbox's delivery status, the quiz's completions and the site's traffic in the insights
  analytics: [],
  newsletter: ['blog', 'email'], // an issue's body is sanitised like a post's and can start from one; it is sent through the mailer (types only)
  'newsletter-admin': ['newsletter', 'blog-admin'], // the admin of the newsletter's own domain, written in the posts' rich-text editor
  objects: [],
  webhooks: ['email'], // an endpoint switched off is emailed through the outbox, in the delivery's transaction (decision 64)
  pdf: ['blog', 'objects', 'quiz'], // renders posts with their hero images, and the quiz's district report
  quiz: ['leads'], // the district report's form is a lead form (decision 39)
  resources: ['leads'], // a download is a lead: the download form is a lead form
}

/**
 * Edges along which a feature may import types and nothing else (`import type`, erased at build):
 * the feature is handed the real thing by app/services.server.ts. Each is also in FEATURE_EDGES.
 */
const TYPES_ONLY_EDGES = {
  auth: ['email'], // the alert sender it is given (SendAlert)
  newsletter: ['email'], // the mailer it is given (Mailer)
}

for (const [feature, allowed] of Object.entries({ ...FEATURE_EDGES, ...TYPES_ONLY_EDGES }))
  for (const other of allowed)
    if (!FEATURE_EDGES[other] || !FEATURE_EDGES[feature]?.includes(other))
      throw new Error(
        `eslint.config.js: the edge ${feature} → ${other} names a feature or edge FEATURE_EDGES does not list`,
      )

/**
 * Default deny: the zones below exist only for the folders FEATURE_EDGES lists, so every file of a
 * folder under app/features that it does not list is refused until the folder gets its entry (the
 * features it may import, often none) here and in docs/architecture.md.
 */
const featureListed = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      unlisted:
        'app/features/{{feature}} has no entry in FEATURE_EDGES (eslint.config.js): name the features it may import (or none) there and in docs/architecture.md, "Boundaries".',
    },
  },
  create(context) {
    const relative = path.relative(import.meta.dirname, context.filename).replaceAll('\\', '/')
    const feature = /^app\/features\/([^/]+)\//.exec(relative)?.[1]
    if (!feature || Object.hasOwn(FEATURE_EDGES, feature)) return {}
    return { Program: (node) => context.report({ node, messageId: 'unlisted', data: { feature } }) }
  },
}

const featureZones = Object.entries(FEATURE_EDGES).map(([feature, allowed]) => ({
  target: `./app/features/${feature}`,
  from: './app/features',
  except: [`./${feature}`, ...allowed.map((other) => `./${other}`)],
  message: `Features do not import each other's internals; move the shared piece into app/lib or app/components, or name the edge in FEATURE_EDGES (eslint.config.js) and docs/architecture.md.`,
}))

const layerZones = [
  {
    target: './app',
    from: './server',
    message: 'app/ never imports server/: server/ is HTTP transport on top of app/ (docs/architecture.md).',
  },
  ...['./app/lib', './app/components'].map((target) => ({
    target,
    from: ['./app/features', './app/routes', './app/services.server.ts', './app/context.ts', './app/root.tsx'],
    message: `${target.slice(2)} is shared by every feature and must not depend on one: pass what it needs in.`,
  })),
  {
    target: './app/features',
    from: ['./app/routes', './app/services.server.ts', './app/root.tsx', './app/context.ts'],
    message:
      'Features take their dependencies as arguments; only app/services.server.ts wires them, and routes read the React Router contexts.',
  },
  {
    target: ['./content', './db'],
    from: ['./app', './server'],
    message: 'content/ and db/ are data and schema: they import nothing from the application.',
  },
]

const zodOnlyFromLib = {
  name: 'zod',
  message: "Import z from '#app/lib/zod.ts', the one place zod is configured (jitless, for our CSP).",
}

const browserNeverImportsServer = {
  regex: '\\.server(\\.tsx?)?$',
  allowTypeImports: true,
  message:
    'Browser code never imports a *.server.ts module, which would put server code in the browser bundle; type-only imports are fine.',
}

const typesOnlyFrom = (feature) =>
  TYPES_ONLY_EDGES[feature].map((other) => ({
    regex: `^(#app/features|\\.\\.)/${other}/`,
    allowTypeImports: true,
    message: `${feature} imports only types from ${other} (TYPES_ONLY_EDGES in eslint.config.js): app/services.server.ts hands it the real one.`,
  }))

/**
 * Rules that need the type checker, on the code that runs: a promise nobody awaits loses its
 * error (an unhandled rejection ends a Node process), and an async function where a callback's
 * return is ignored (an onClick, an event listener) does the same (docs/decisions/0041).
 */
const asyncRules = {
  files: ['{app,server,scripts,tests}/**/*.{ts,tsx}'],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': 'error',
  },
}

// A form without method="post" sends its fields in the address when it is submitted before
// its script runs (decision 33): every form posts, to an action that answers with a page.
const formsPost = {
  selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='post']))",
  message:
    'A <form> needs method="post" and an action that answers without a script (decision 33); without them it sends its fields in the URL.',
}

// Assertions that cannot fail: an empty arrayContaining matches every array, and a
// getBy/findBy query already throws when nothing matches, so toBeTruthy() after it checks nothing.
const presenceQuery = '/^(get|find)(All)?By[A-Z]/'
const testsThatCanFail = [
  {
    selector:
      "CallExpression[callee.property.name='arrayContaining'] > ArrayExpression.arguments:first-child[elements.length=0]",
    message: 'expect.arrayContaining([]) matches any array: name the elements that must be there.',
  },
  ...['', 'AwaitExpression > '].map((awaited) => ({
    selector: `CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/] > MemberExpression.callee > CallExpression.object[callee.name='expect'] > ${awaited}CallExpression:matches([callee.property.name=${presenceQuery}], [callee.name=${presenceQuery}])`,
    message:
      'A getBy/findBy query throws when nothing matches: call it on its own, or assert something it could lack (toHaveTextContent, a count).',
  })),
]

// The business identity as configured (SITE_*) reaches services through env.site and pages through
// the root loader (useSite); the defaults are for the env schema, tests and tools (decision 49).
const configuredSiteOnly = {
  selector: "ImportDeclaration[source.value=/content.site\\.ts$/] ImportSpecifier[imported.name='siteDefaults']",
  message:
    "Use the configured identity: env.site in services (handed in by buildServices), useSite() or rootData() in pages; siteDefaults ignores a deployment's SITE_* values (decision 49).",
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      'data/',
      '.test-data/',
      '.react-router/',
      'node_modules/',
      'playwright-report/',
      'test-results/',
      '.lighthouseci/',
      'bench-results/',
      '.screens/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    plugins: { 'import-x': importX, 'check-file': checkFile, local: { rules: { 'feature-listed': featureListed } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      'no-control-regex': 'off',
      'no-restricted-syntax': ['error', formsPost],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'local/feature-listed': 'error',
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [zodOnlyFromLib] }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{app,server,tests,scripts,content,db,docs}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // Code that reaches the browser: never a *.server.ts module (types excepted, they are erased).
    // Route modules and root.tsx may, for their loaders: React Router keeps those on the server.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}', 'app/**/*.test.{ts,tsx}', 'app/routes/**', 'app/root.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [zodOnlyFromLib],
          patterns: [browserNeverImportsServer],
        },
      ],
    },
  },
  // The types-only edges, with the rules above for the same files (a later block's options replace
  // an earlier one's for the same rule).
  ...Object.keys(TYPES_ONLY_EDGES).flatMap((feature) => [
    {
      files: [`app/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          { paths: [zodOnlyFromLib], patterns: typesOnlyFrom(feature) },
        ],
      },
    },
    {
      files: [`app/features/${feature}/**/*.{ts,tsx}`],
      ignores: ['app/**/*.server.{ts,tsx}', 'app/**/*.test.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          { paths: [zodOnlyFromLib], patterns: [browserNeverImportsServer, ...typesOnlyFrom(feature)] },
        ],
      },
    },
  ]),
  {
    // server/ is HTTP transport: it reaches a feature through the services it is handed
    // (app/services.server.ts), never a feature's server internals (types excepted). Its browser-safe
    // modules (schemas, constants, formats) are shared on purpose. server/runtime.ts is the boot
    // sequence, the one composition root beside buildServices.
    files: ['server/**/*.ts'],
    ignores: ['server/runtime.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [zodOnlyFromLib],
          patterns: [
            {
              regex: '^#app/features/.+\\.server(\\.tsx?)?$',
              allowTypeImports: true,
              message:
                "server/ reaches a feature through the Services it is handed (app/services.server.ts), not the feature's *.server.ts internals.",
            },
          ],
        },
      ],
    },
  },
  {
    // The pages served without React (docs/decisions/0031): their script imports no React, and no
    // component (.tsx) that would bring it. What it imports may not either; the Lighthouse budget
    // and tests/e2e/public-javascript.spec.ts catch a React that comes in further down.
    files: ['app/islands/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [zodOnlyFromLib],
          patterns: [
            {
              regex: '^(react|react-dom|react-router|lucide-react)(/|$)|\\.tsx$|use-[a-z-]+\\.ts$',
              allowTypeImports: true,
              message: 'A page without React (app/islands) imports no React, no component and no hook.',
            },
            {
              regex: '\\.server(\\.tsx?)?$',
              allowTypeImports: true,
              message: 'Browser code never imports a *.server.ts module.',
            },
          ],
        },
      ],
    },
  },
  { files: ['app/lib/zod.ts'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['app/lib/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', formsPost, configuredSiteOnly] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', formsPost, ...testsThatCanFail] },
  },
  {
    // A component or hook a newcomer can read in one sitting (docs/architecture.md): past 250 lines,
    // split it (the post editor's reducer, autosave, leave guard and conflict are each their own).
    files: ['app/**/*.tsx', 'app/**/use-*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    // A server module a newcomer can read in one sitting too: past 400 lines, split it by what it
    // serves (booking-service.server.ts: visits, settings, reminders, requests, feed).
    files: ['app/**/*.server.ts', 'server/**/*.ts', 'db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  asyncRules,
)
