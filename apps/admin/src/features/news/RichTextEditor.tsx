import { Image } from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { isArticleLink } from '@tp/contract/article-html-rules';
import { App, Button, Divider, Flex, Input, Modal, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/admin-api.ts';
import { uploadAdminImage } from '../../api/admin-image-upload.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import './rich-text-editor.css';

type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  testId: string;
};

/** A toolbar button: an icon-like label with its name on hover, pressed while active. */
function Tool(props: {
  label: MessageKey;
  children: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t(props.label)}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        aria-label={t(props.label)}
        aria-pressed={props.active}
        disabled={props.disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={props.onClick}
        data-testid={props.testId}
      >
        {props.children}
      </Button>
    </Tooltip>
  );
}

/**
 * The article editor (TipTap): paragraphs, headings, lists, quotes, links and images uploaded as
 * published images. It writes HTML; the server keeps only what the allow-list allows.
 */
export function RichTextEditor({ value, onChange, testId }: RichTextEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  // The HTML the editor last held, so a value coming back from it is not set again.
  const held = useRef(value);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: { attributes: { class: 'rich-text__content', 'data-testid': testId } },
    onUpdate: ({ editor: current }) => {
      held.current = current.getHTML();
      latest.current(held.current);
    },
  });

  // Another article (or language) loaded into the same editor replaces its content.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === held.current) return;
    held.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      strike: current?.isActive('strike') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();

  const insertImage = async (file: File) => {
    setUploading(true);
    try {
      const url = await uploadAdminImage(file);
      chain().setImage({ src: url, alt: '' }).run();
    } catch (caught) {
      message.error(errorMessage(caught));
    } finally {
      setUploading(false);
    }
  };

  const applyLink = () => {
    const href = linkText.trim();
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else if (isArticleLink(href)) chain().extendMarkRange('link').setLink({ href }).run();
    else return;
    setLinkOpen(false);
  };

  return (
    <div className="rich-text">
      <Flex className="rich-text__toolbar" wrap gap={2} align="center">
        <Tool label="news.bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <b>B</b>
        </Tool>
        <Tool
          label="news.italic"
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <i>I</i>
        </Tool>
        <Tool
          label="news.strike"
          active={state.strike}
          onClick={() => chain().toggleStrike().run()}
        >
          <s>S</s>
        </Tool>
        <Divider orientation="vertical" />
        <Tool
          label="news.heading2"
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </Tool>
        <Tool
          label="news.heading3"
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </Tool>
        <Tool
          label="news.bulletList"
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          •
        </Tool>
        <Tool
          label="news.orderedList"
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1.
        </Tool>
        <Tool
          label="news.quote"
          active={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          “”
        </Tool>
        <Divider orientation="vertical" />
        <Tool
          label="news.link"
          active={state.link}
          onClick={() => {
            setLinkText(String(editor.getAttributes('link').href ?? ''));
            setLinkOpen(true);
          }}
        >
          {t('news.link')}
        </Tool>
        <Tool
          label="news.image"
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
          testId={`${testId}-image`}
        >
          {uploading ? t('news.uploading') : t('news.image')}
        </Tool>
        <Divider orientation="vertical" />
        <Tool label="news.undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          ↶
        </Tool>
        <Tool label="news.redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          ↷
        </Tool>
      </Flex>
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        style={{ display: 'none' }}
        data-testid={`${testId}-image-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      <Modal
        open={linkOpen}
        title={t('news.link')}
        onCancel={() => setLinkOpen(false)}
        onOk={applyLink}
        okText={t('public.confirm')}
        cancelText={t('public.cancel')}
        destroyOnHidden
      >
        <Input
          autoFocus
          value={linkText}
          placeholder={t('news.linkAddress')}
          status={linkText.trim() === '' || isArticleLink(linkText) ? undefined : 'error'}
          onChange={(event) => setLinkText(event.target.value)}
          onPressEnter={applyLink}
        />
      </Modal>
    </div>
  );
}
