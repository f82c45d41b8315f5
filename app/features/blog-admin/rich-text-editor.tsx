import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Heading4,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  Quote,
  Redo2,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import { useEffect } from 'react'
import { cn } from '#app/lib/cn.ts'

interface Tool {
  label: string
  icon: LucideIcon
  run: (editor: Editor) => void
  isActive?: (editor: Editor) => boolean
  isDisabled?: (editor: Editor) => boolean
}

const chain = (editor: Editor) => editor.chain().focus()
type Chain = ReturnType<typeof chain>

const toggle = (label: string, icon: LucideIcon, name: string, command: (c: Chain) => Chain): Tool => ({
  label,
  icon,
  run: (e) => command(chain(e)).run(),
  isActive: (e) => e.isActive(name),
})

const toolGroups: Tool[][] = [
  [
    toggle('Paragraph', Pilcrow, 'paragraph', (c) => c.setParagraph()),
    ...([2, 3, 4] as const).map((level) => ({
      label: `Heading ${level}`,
      icon: { 2: Heading2, 3: Heading3, 4: Heading4 }[level],
      run: (e: Editor) => chain(e).toggleHeading({ level }).run(),
      isActive: (e: Editor) => e.isActive('heading', { level }),
    })),
  ],
  [
    toggle('Bold', Bold, 'bold', (c) => c.toggleBold()),
    toggle('Italic', Italic, 'italic', (c) => c.toggleItalic()),
    toggle('Underline', Underline, 'underline', (c) => c.toggleUnderline()),
    { label: 'Link', icon: Link2, run: setLink, isActive: (e) => e.isActive('link') },
  ],
  [
    toggle('Bullet list', List, 'bulletList', (c) => c.toggleBulletList()),
    toggle('Numbered list', ListOrdered, 'orderedList', (c) => c.toggleOrderedList()),
    toggle('Blockquote', Quote, 'blockquote', (c) => c.toggleBlockquote()),
    toggle('Code', Code, 'code', (c) => c.toggleCode()),
    { label: 'Horizontal rule', icon: Minus, run: (e) => chain(e).setHorizontalRule().run() },
  ],
  [
    { label: 'Undo', icon: Undo2, run: (e) => chain(e).undo().run(), isDisabled: (e) => !e.can().undo() },
    { label: 'Redo', icon: Redo2, run: (e) => chain(e).redo().run(), isDisabled: (e) => !e.can().redo() },
  ],
]

function setLink(editor: Editor) {
  const previous = editor.getAttributes('link').href as string | undefined
  const url = window.prompt('Link address (https://...). Leave empty to remove the link.', previous ?? 'https://')
  if (url === null) return
  if (url.trim() === '' || url.trim() === 'https://') {
    chain(editor).extendMarkRange('link').unsetLink().run()
    return
  }
  if (!/^(https?:\/\/|mailto:)/i.test(url.trim())) {
    window.alert('Links must start with https://, http:// or mailto:')
    return
  }
  chain(editor).extendMarkRange('link').setLink({ href: url.trim() }).run()
}

/** `value` is HTML, kept in sync with the separate HTML editor both ways. */
export function RichTextEditor({
  value,
  onChange,
  ...aria
}: {
  value: string
  onChange: (html: string) => void
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: boolean
}) {
  // ProseMirror writes every attribute as a string.
  const attributes: Record<string, string> = {
    class: 'prose-post min-h-64 px-4 py-3 focus:outline-none',
    role: 'textbox',
    'aria-multiline': 'true',
  }
  for (const [name, v] of Object.entries(aria)) if (v !== undefined) attributes[name] = String(v)
  const editor = useEditor({
    immediatelyRender: false,
    // Its base styles are in app.css: an injected <style> would be refused by our CSP.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['https', 'http', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML()),
  })

  useEffect(() => {
    if (editor && !editor.isFocused && value !== editor.getHTML()) {
      editor.commands.setContent(value, { emitUpdate: false })
    }
  }, [editor, value])

  const state = useEditorState({
    editor,
    selector: ({ editor }) =>
      editor
        ? toolGroups.map((group) =>
            group.map((tool) => ({
              active: tool.isActive?.(editor) ?? false,
              disabled: tool.isDisabled?.(editor) ?? false,
            })),
          )
        : null,
  })

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border border-slate-500 bg-white focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500',
        aria['aria-invalid'] && 'border-danger-600',
      )}
    >
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-0.5 border-b border-line bg-surface p-1.5"
      >
        {toolGroups.map((group, g) => (
          <div key={g} className="contents">
            {g > 0 ? <span aria-hidden="true" className="mx-1 w-px bg-line" /> : null}
            {group.map((tool, t) => {
              const { active = false, disabled = false } = state?.[g]?.[t] ?? {}
              return (
                <button
                  key={tool.label}
                  type="button"
                  title={tool.label}
                  aria-label={tool.label}
                  aria-pressed={active}
                  disabled={!editor || disabled}
                  onClick={() => editor && tool.run(editor)}
                  className={cn(
                    'grid size-9 place-items-center rounded-md text-slate-700 hover:bg-brand-50 disabled:opacity-40',
                    active && 'bg-brand-100 text-brand-800',
                  )}
                >
                  <tool.icon className="size-4" aria-hidden="true" />
                </button>
              )
            })}
          </div>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
