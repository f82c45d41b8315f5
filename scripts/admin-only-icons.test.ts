import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { adminOnlyIconFiles } from './admin-only-icons.ts'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'icons-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
const write = (file: string, source: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), source)
}

test('an icon the admin imports under another name than a public page stays in the public chunk', () => {
  fs.symlinkSync(path.resolve(import.meta.dirname, '..', 'node_modules'), path.join(root, 'node_modules'))
  // CheckCircle2 and CircleCheck are one lucide file, circle-check.mjs.
  write('app/features/quiz/quiz.tsx', "import { CheckCircle2 } from 'lucide-react'\n")
  write('app/features/blog-admin/post-list.tsx', "import { CircleCheck, FilePen } from 'lucide-react'\n")
  expect(adminOnlyIconFiles(root)).toEqual(['file-pen'])
})
