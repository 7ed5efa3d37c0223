import '@mantine/tiptap/styles.css';
import { useEffect, useState } from 'react';
import { useField } from 'formik';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, useRichTextEditorContext, type RichTextEditorLabels } from '@mantine/tiptap';
import { MediaPicker } from '../../components/media';

const CZECH_LABELS: Partial<RichTextEditorLabels> = {
  h1ControlLabel: 'Nadpis 1',
  h2ControlLabel: 'Nadpis 2',
  h3ControlLabel: 'Nadpis 3',
  boldControlLabel: 'Tučně',
  italicControlLabel: 'Kurzíva',
  underlineControlLabel: 'Podtržení',
  strikeControlLabel: 'Přeškrtnutí',
  bulletListControlLabel: 'Odrážkový seznam',
  orderedListControlLabel: 'Číslovaný seznam',
  blockquoteControlLabel: 'Citace',
  codeBlockControlLabel: 'Blok kódu',
  linkControlLabel: 'Odkaz',
  unlinkControlLabel: 'Odebrat odkaz',
  clearFormattingControlLabel: 'Vymazat formátování',
  linkEditorInputLabel: 'Adresa odkazu',
  linkEditorInputPlaceholder: 'https://www.example.com/',
  linkEditorExternalLink: 'Otevřít v nové kartě',
  linkEditorInternalLink: 'Otevřít ve stejné kartě',
  linkEditorSave: 'Uložit',
};

/** Inserts an image from the media library with its alt text, width and height (no layout shift on the site). */
function ImageControl() {
  const { editor } = useRichTextEditorContext();
  const [picking, setPicking] = useState(false);
  return (
    <>
      <MediaPicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(asset) => editor?.chain().focus().setImage({ src: asset.url, alt: asset.alt_cs, width: asset.width, height: asset.height }).run()}
      />
      <ImageControlButton onClick={() => setPicking(true)} />
    </>
  );
}

function ImageControlButton({ onClick }: { onClick: () => void }) {
  return (
    <RichTextEditor.Control onClick={onClick} aria-label="Vložit obrázek" title="Vložit obrázek z knihovny">
      <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
        <rect x="3" y="3" width="18" height="18" rx="2" />
        <circle cx="8.5" cy="8.5" r="1.5" />
        <path d="M21 15l-5-5L5 21" />
      </svg>
    </RichTextEditor.Control>
  );
}

export interface RichTextFieldProps {
  /** Formik field holding HTML ('' when the document is empty). */
  name: string;
  label: string;
  /** Minimum height of the editing area in pixels: 300 for Czech, 250 for English. */
  height: number;
}

/** The blog's rich-text editor (headings 1-3, bold, italic, underline, strike, lists, quote, code block, link, image, clear formatting), bound to a Formik field as HTML. */
export function RichTextField({ name, label, height }: RichTextFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [1, 2, 3] } }), Link, Image],
    content: field.value,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: current }) => void helpers.setValue(current.isEmpty ? '' : current.getHTML()),
  });

  // The editor reads the field only when it starts: a value set from outside (a recovered draft) is put in,
  // or the editor would show the old text and the next keystroke would write that back over the field.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (shown !== field.value) editor.commands.setContent(field.value, { emitUpdate: false });
  }, [editor, field.value]);

  return (
    <Input.Wrapper label={label}>
      <RichTextEditor editor={editor} labels={CZECH_LABELS} mt={4} data-testid={`rte-${name}`}>
        <RichTextEditor.Toolbar sticky stickyOffset="var(--app-shell-header-height, 60px)">
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <ImageControl />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content className="admin-rich-text" style={{ ['--admin-rte-height' as string]: `${height}px` }} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
