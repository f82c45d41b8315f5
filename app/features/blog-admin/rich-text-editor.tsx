import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
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
} from 'lucide-react'
import { useEffect, type ReactNode } from 'react'

/**
 * Tiptap rich-text editor with the toolbar of issue 4. `value` is HTML and stays in sync with the
 * separate HTML editor: typing here updates it, and an edit there replaces this document.
 */
export function RichTextEditor({
  value,
  onChange,
  labelledBy,
}: {
  value: string
  onChange: (html: string) => void
  labelledBy: string
}) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['https', 'http', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'prose-post min-h-64 px-4 py-3 focus:outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
      },
    },
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
        ? {
            paragraph: editor.isActive('paragraph'),
            h2: editor.isActive('heading', { level: 2 }),
            h3: editor.isActive('heading', { level: 3 }),
            h4: editor.isActive('heading', { level: 4 }),
            bold: editor.isActive('bold'),
            italic: editor.isActive('italic'),
            underline: editor.isActive('underline'),
            link: editor.isActive('link'),
            bullet: editor.isActive('bulletList'),
            ordered: editor.isActive('orderedList'),
            quote: editor.isActive('blockquote'),
            code: editor.isActive('code'),
            canUndo: editor.can().undo(),
            canRedo: editor.can().redo(),
          }
        : null,
  })

  function setLink() {
    if (!editor) return
    const previous = editor.getAttributes('link').href as string | undefined
    const url = window.prompt('Link address (https://...). Leave empty to remove the link.', previous ?? 'https://')
    if (url === null) return
    if (url.trim() === '' || url.trim() === 'https://') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run()
      return
    }
    if (!/^(https?:\/\/|mailto:)/i.test(url.trim())) {
      window.alert('Links must start with https://, http:// or mailto:')
      return
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run()
  }

  const tool = (label: string, icon: ReactNode, action: () => void, active = false, disabled = false) => (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={!editor || disabled}
      onClick={action}
      className={`grid size-9 place-items-center rounded-md text-slate-700 hover:bg-brand-50 disabled:opacity-40 ${active ? 'bg-brand-100 text-brand-800' : ''}`}
    >
      {icon}
    </button>
  )
  const c = () => editor!.chain().focus()
  const s = state ?? ({} as Record<string, boolean>)
  const icon = 'size-4'
  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-0.5 border-b border-line bg-surface p-1.5"
      >
        {tool(
          'Paragraph',
          <Pilcrow className={icon} aria-hidden="true" />,
          () => c().setParagraph().run(),
          s.paragraph,
        )}
        {tool(
          'Heading 2',
          <Heading2 className={icon} aria-hidden="true" />,
          () => c().toggleHeading({ level: 2 }).run(),
          s.h2,
        )}
        {tool(
          'Heading 3',
          <Heading3 className={icon} aria-hidden="true" />,
          () => c().toggleHeading({ level: 3 }).run(),
          s.h3,
        )}
        {tool(
          'Heading 4',
          <Heading4 className={icon} aria-hidden="true" />,
          () => c().toggleHeading({ level: 4 }).run(),
          s.h4,
        )}
        <span aria-hidden="true" className="mx-1 w-px bg-line" />
        {tool('Bold', <Bold className={icon} aria-hidden="true" />, () => c().toggleBold().run(), s.bold)}
        {tool('Italic', <Italic className={icon} aria-hidden="true" />, () => c().toggleItalic().run(), s.italic)}
        {tool(
          'Underline',
          <Underline className={icon} aria-hidden="true" />,
          () => c().toggleUnderline().run(),
          s.underline,
        )}
        {tool('Link', <Link2 className={icon} aria-hidden="true" />, setLink, s.link)}
        <span aria-hidden="true" className="mx-1 w-px bg-line" />
        {tool(
          'Bullet list',
          <List className={icon} aria-hidden="true" />,
          () => c().toggleBulletList().run(),
          s.bullet,
        )}
        {tool(
          'Numbered list',
          <ListOrdered className={icon} aria-hidden="true" />,
          () => c().toggleOrderedList().run(),
          s.ordered,
        )}
        {tool('Blockquote', <Quote className={icon} aria-hidden="true" />, () => c().toggleBlockquote().run(), s.quote)}
        {tool('Code', <Code className={icon} aria-hidden="true" />, () => c().toggleCode().run(), s.code)}
        {tool('Horizontal rule', <Minus className={icon} aria-hidden="true" />, () => c().setHorizontalRule().run())}
        <span aria-hidden="true" className="mx-1 w-px bg-line" />
        {tool('Undo', <Undo2 className={icon} aria-hidden="true" />, () => c().undo().run(), false, !s.canUndo)}
        {tool('Redo', <Redo2 className={icon} aria-hidden="true" />, () => c().redo().run(), false, !s.canRedo)}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
