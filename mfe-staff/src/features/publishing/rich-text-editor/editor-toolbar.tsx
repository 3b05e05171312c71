import type { ChainedCommands, Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Toolbar } from 'radix-ui';
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BulletListIcon, ImageIcon, LinkIcon, OrderedListIcon, QuoteIcon } from './toolbar-icons';
import styles from './rich-text-editor.module.css';

type FormatName = 'heading2' | 'heading3' | 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'blockquote';

interface Format {
  name: FormatName;
  /** Drawn, or else the glyph of its i18n key `richTextEditor.glyphs.<name>` (H2, B; غ in Arabic). */
  icon?: ReactNode;
  isActive: (editor: Editor) => boolean;
  toggle: (chain: ChainedCommands) => ChainedCommands;
}

const formatGroups: Format[][] = [
  [
    {
      name: 'heading2',
      isActive: (editor) => editor.isActive('heading', { level: 2 }),
      toggle: (chain) => chain.toggleHeading({ level: 2 }),
    },
    {
      name: 'heading3',
      isActive: (editor) => editor.isActive('heading', { level: 3 }),
      toggle: (chain) => chain.toggleHeading({ level: 3 }),
    },
  ],
  [
    { name: 'bold', isActive: (editor) => editor.isActive('bold'), toggle: (chain) => chain.toggleBold() },
    { name: 'italic', isActive: (editor) => editor.isActive('italic'), toggle: (chain) => chain.toggleItalic() },
  ],
  [
    {
      name: 'bulletList',
      icon: <BulletListIcon />,
      isActive: (editor) => editor.isActive('bulletList'),
      toggle: (chain) => chain.toggleBulletList(),
    },
    {
      name: 'orderedList',
      icon: <OrderedListIcon />,
      isActive: (editor) => editor.isActive('orderedList'),
      toggle: (chain) => chain.toggleOrderedList(),
    },
    {
      name: 'blockquote',
      icon: <QuoteIcon />,
      isActive: (editor) => editor.isActive('blockquote'),
      toggle: (chain) => chain.toggleBlockquote(),
    },
  ],
];

const formats = formatGroups.flat();

type FormatState = { active: boolean; enabled: boolean };

interface EditorToolbarProps {
  editor: Editor;
  /** The editable's id and label, for the toolbar's own name. */
  editorId: string;
  label: string;
  /** The console's direction, which arrow keys follow (not the content's). */
  dir: 'rtl' | 'ltr';
  onOpenLink: () => void;
  onOpenImage: () => void;
}

// A click keeps the focus (and the selection) in the text; from the keyboard, a format moves focus back to it.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The formatting buttons as a WAI-ARIA toolbar (Radix): one tab stop, arrow keys move between buttons in the
 * reading direction, Home and End to the ends. Formats say whether they apply (aria-pressed); one that cannot apply
 * here (a heading inside a quote) stays reachable with aria-disabled.
 */
export function EditorToolbar({ editor, editorId, label, dir, onOpenLink, onOpenImage }: EditorToolbarProps) {
  const { t } = useTranslation('staff');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      link: current.isActive('link'),
      formats: Object.fromEntries(
        formats.map((format) => [
          format.name,
          { active: format.isActive(current), enabled: format.toggle(current.can().chain()).run() },
        ]),
      ) as Record<FormatName, FormatState>,
    }),
  });

  function formatButton(format: Format) {
    const { active, enabled } = state.formats[format.name];
    const name = t(`richTextEditor.buttons.${format.name}`);
    return (
      <Toolbar.Button
        key={format.name}
        type="button"
        className={styles.button}
        aria-label={name}
        title={name}
        aria-pressed={active}
        aria-disabled={enabled ? undefined : true}
        onMouseDown={keepFocus}
        onClick={() => {
          if (enabled) format.toggle(editor.chain().focus()).run();
        }}
      >
        {format.icon ?? (
          <span aria-hidden="true" className={format.name === 'italic' ? styles.italicGlyph : undefined}>
            {t(`richTextEditor.glyphs.${format.name}`)}
          </span>
        )}
      </Toolbar.Button>
    );
  }

  return (
    <Toolbar.Root
      className={styles.toolbar}
      aria-label={t('richTextEditor.toolbar', { label })}
      aria-controls={editorId}
      dir={dir}
    >
      {formatGroups.map((group, index) => (
        <Fragment key={group[0]!.name}>
          {index > 0 && <Toolbar.Separator className={styles.separator} />}
          {group.map(formatButton)}
        </Fragment>
      ))}
      <Toolbar.Separator className={styles.separator} />
      <Toolbar.Button
        type="button"
        className={styles.button}
        aria-label={t('richTextEditor.buttons.link')}
        title={t('richTextEditor.buttons.link')}
        aria-haspopup="dialog"
        data-active={state.link || undefined}
        onMouseDown={keepFocus}
        onClick={onOpenLink}
      >
        <LinkIcon />
      </Toolbar.Button>
      <Toolbar.Button
        type="button"
        className={styles.button}
        aria-label={t('richTextEditor.buttons.image')}
        title={t('richTextEditor.buttons.image')}
        aria-haspopup="dialog"
        onMouseDown={keepFocus}
        onClick={onOpenImage}
      >
        <ImageIcon />
      </Toolbar.Button>
    </Toolbar.Root>
  );
}
