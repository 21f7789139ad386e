import Code from '@mui/icons-material/Code';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Link from '@mui/icons-material/Link';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { HtmlAllowList } from '@shop/shared';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cspNonce } from '../../features/theme/emotion-cache.ts';
import { translateMessage } from '../../i18n/index.ts';
import type { RichTextFieldProps } from './rich-text-field.tsx';
import { editorCanShow, editorHtmlToStored, editorTags } from './rich-text-html.ts';
import { type RichTextKey, useRichTextT } from './rich-text-i18n.ts';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** StarterKit with only the extensions whose elements `list` allows (ADR 0045). */
export function extensionsFor(list: HtmlAllowList) {
  const tags = editorTags(list);
  const levels = ([1, 2, 3, 4, 5, 6] as const).filter((level) => tags.has(`h${level}`));
  const lists = tags.has('li');
  return [
    StarterKit.configure({
      heading: levels.length ? { levels: [...levels] } : false,
      bold: tags.has('strong') ? {} : false,
      italic: tags.has('em') ? {} : false,
      underline: tags.has('u') ? {} : false,
      strike: tags.has('s') ? {} : false,
      blockquote: tags.has('blockquote') ? {} : false,
      bulletList: lists && tags.has('ul') ? {} : false,
      orderedList: lists && tags.has('ol') ? {} : false,
      listItem: lists ? {} : false,
      listKeymap: lists ? {} : false,
      hardBreak: tags.has('br') ? {} : false,
      horizontalRule: tags.has('hr') ? {} : false,
      // Code is for developers' pages, not shop texts; `code`/`pre` stay editable as HTML.
      code: false,
      codeBlock: false,
      link: tags.has('a')
        ? {
            openOnClick: false,
            autolink: false,
            linkOnPaste: false,
            // A new link opens in the same tab, like the shop's own links.
            HTMLAttributes: { target: null, rel: null, class: null },
          }
        : false,
    }),
  ];
}

/** A link the server keeps: a path of the shop, an anchor, or one of the allowed schemes. */
function linkAllowed(href: string, list: HtmlAllowList): boolean {
  if (/^\/(?!\/)|^#/.test(href)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme !== undefined && (list.schemesByTag.a ?? list.schemes).includes(scheme);
}

interface Tool {
  key: RichTextKey;
  icon: ReactNode;
  /** The element it writes: offered only when the allow-list keeps it. */
  tag: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  {
    key: 'bold',
    icon: <FormatBold />,
    tag: 'strong',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    icon: <FormatItalic />,
    tag: 'em',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    icon: <FormatUnderlined />,
    tag: 'u',
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'strike',
    icon: <FormatStrikethrough />,
    tag: 's',
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    key: 'heading',
    icon: <HeadingIcon level={2} />,
    tag: 'h2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'subheading',
    icon: <HeadingIcon level={3} />,
    tag: 'h3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bulletList',
    icon: <FormatListBulleted />,
    tag: 'ul',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: <FormatListNumbered />,
    tag: 'ol',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'quote',
    icon: <FormatQuote />,
    tag: 'blockquote',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

function HeadingIcon({ level }: { level: Level }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ fontWeight: 700, fontSize: '0.95rem', width: 24, lineHeight: '24px' }}
    >
      H{level}
    </Box>
  );
}

/**
 * The editor behind `RichTextField` (loaded lazily by it). The form's value is the stored HTML:
 * loading a text never changes it; only an edit writes the editor's HTML (ADR 0045).
 */
export default function RichTextEditor({
  name,
  label,
  lang,
  value,
  onChange,
  onBlur,
  allow,
  error,
  helperText,
  required,
  focusRef,
}: RichTextFieldProps) {
  const t = useRichTextT();
  const id = useId();
  const labelId = `${id}-label`;
  const editorId = `${id}-editor`;
  const helperId = `${id}-helper`;
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const canShow = editorCanShow(value, allow);
  const [source, setSource] = useState(!canShow);
  const [linkOpen, setLinkOpen] = useState(false);
  /** The HTML the editor holds, so a new `value` from the form is told from our own echo. */
  const shown = useRef(value);
  const callbacks = useRef({ onChange, onBlur });
  callbacks.current = { onChange, onBlur };
  const extensions = useMemo(() => extensionsFor(allow), [allow]);

  const editor = useEditor({
    // TipTap's own stylesheet is a <style> tag: it carries the page's CSP nonce like emotion's do.
    injectNonce: cspNonce(),
    extensions,
    content: canShow ? value : '',
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helperId,
        'aria-invalid': error ? 'true' : 'false',
        ...(required ? { 'aria-required': 'true' } : {}),
        dir,
        lang,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = editorHtmlToStored(e.getHTML(), allow);
      shown.current = html;
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      tools: TOOLS.map((tool) => tool.active(e)),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });

  // The form set a value (defaults, reset, a record loaded): show it, as HTML if it must be.
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    if (editorCanShow(value, allow)) editor.commands.setContent(value, { emitUpdate: false });
    else setSource(true);
  }, [value, allow, editor]);

  useEffect(() => {
    focusRef?.(() => editor.commands.focus());
    return () => focusRef?.(null);
  }, [editor, focusRef]);

  const tags = editorTags(allow);
  const tools = TOOLS.filter((tool) => tags.has(tool.tag));
  const toolbar = useRovingToolbar(dir);
  const leaveSource = () => {
    editor.commands.setContent(value, { emitUpdate: false });
    shown.current = value;
    setSource(false);
  };

  const button = (
    key: RichTextKey,
    icon: ReactNode,
    onClick: () => void,
    state: { pressed?: boolean; disabled?: boolean },
  ) => (
    <IconButton
      key={key}
      size="small"
      aria-label={t(key)}
      aria-pressed={state.pressed}
      disabled={state.disabled}
      onClick={onClick}
      tabIndex={-1}
      data-tool
    >
      {icon}
    </IconButton>
  );

  return (
    // The label and the messages are in the page's language and direction, like every other
    // field's; the field itself (toolbar and text) is in the text's (ADR 0045, 0064).
    <Box>
      <Box
        component="span"
        id={labelId}
        onClick={() => (source ? undefined : editor.commands.focus())}
        sx={{
          display: 'block',
          mb: 0.5,
          color: error ? 'error.main' : 'text.secondary',
          typography: 'body2',
        }}
      >
        {label}
        {required ? ' *' : null}
      </Box>
      <Box
        dir={dir}
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <Box
          role="toolbar"
          aria-label={t('toolbar', { label })}
          aria-controls={editorId}
          ref={toolbar.ref}
          onKeyDown={toolbar.onKeyDown}
          onFocus={toolbar.onFocus}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 0.25,
            p: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {tools.map((tool) =>
            button(tool.key, tool.icon, () => tool.run(editor), {
              pressed: active.tools[TOOLS.indexOf(tool)] ?? false,
              disabled: source,
            }),
          )}
          {tags.has('a')
            ? button('link', <Link />, () => setLinkOpen(true), { pressed: active.link, disabled: source })
            : null}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          {button(
            'undo',
            <Undo sx={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />,
            () => editor.chain().focus().undo().run(),
            {
              disabled: source || !active.undo,
            },
          )}
          {button(
            'redo',
            <Redo sx={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />,
            () => editor.chain().focus().redo().run(),
            {
              disabled: source || !active.redo,
            },
          )}
          <Box sx={{ flex: 1 }} />
          {button('source', <Code />, () => (source ? leaveSource() : setSource(true)), {
            pressed: source,
            disabled: source && !canShow,
          })}
        </Box>
        {source ? (
          <TextField
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => onBlur?.()}
            multiline
            minRows={8}
            fullWidth
            variant="standard"
            slotProps={{
              input: { disableUnderline: true, sx: { px: 1.5, py: 1 } },
              htmlInput: {
                dir,
                lang,
                'aria-labelledby': labelId,
                'aria-describedby': helperId,
                'aria-invalid': Boolean(error),
                style: { fontFamily: 'monospace' },
              },
            }}
          />
        ) : (
          <Box
            sx={{
              px: 1.5,
              '& .ProseMirror': { minHeight: 160, outline: 'none', py: 1 },
              '& .ProseMirror > :first-child': { mt: 0 },
            }}
          >
            <EditorContent editor={editor} />
          </Box>
        )}
      </Box>
      <FormHelperText id={helperId} error={Boolean(error)}>
        {error ? translateMessage(error) : source && !canShow ? t('sourceOnly') : helperText}
      </FormHelperText>
      {linkOpen ? (
        <LinkDialog
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          allow={allow}
          dir={dir}
          onClose={() => setLinkOpen(false)}
          onApply={(href) => {
            setLinkOpen(false);
            if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            else editor.chain().focus().extendMarkRange('link').unsetLink().run();
          }}
        />
      ) : null}
    </Box>
  );
}

/**
 * The WAI-ARIA toolbar pattern: one tab stop, arrow keys move between the buttons (mirrored
 * right to left), Home and End go to the ends.
 */
function useRovingToolbar(dir: 'ltr' | 'rtl') {
  const ref = useRef<HTMLDivElement>(null);
  const current = useRef(0);
  const buttons = () =>
    Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('[data-tool]:not(:disabled)') ?? []);
  const settle = (index: number) => {
    const all = buttons();
    if (!all.length) return;
    current.current = Math.max(0, Math.min(index, all.length - 1));
    all.forEach((b, i) => {
      b.tabIndex = i === current.current ? 0 : -1;
    });
  };
  // Buttons get enabled and disabled as the text changes: keep exactly one tab stop.
  useEffect(() => settle(current.current));
  return {
    ref,
    onFocus: () => {
      const all = buttons();
      const focused = all.indexOf(document.activeElement as HTMLButtonElement);
      if (focused >= 0) settle(focused);
    },
    onKeyDown: (event: KeyboardEvent) => {
      const all = buttons();
      const next = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const previous = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      const moves: Record<string, number> = {
        [next]: (current.current + 1) % all.length,
        [previous]: (current.current - 1 + all.length) % all.length,
        Home: 0,
        End: all.length - 1,
      };
      const target = moves[event.key];
      if (target === undefined || !all.length) return;
      event.preventDefault();
      settle(target);
      all[target]?.focus();
    },
  };
}

function LinkDialog({
  initial,
  allow,
  dir,
  onClose,
  onApply,
}: {
  initial: string;
  allow: HtmlAllowList;
  dir: 'ltr' | 'rtl';
  onClose: () => void;
  onApply: (href: string) => void;
}) {
  const t = useRichTextT();
  const [href, setHref] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const schemes = (allow.schemesByTag.a ?? allow.schemes).map((s) => `${s}:`).join(', ');
  return (
    <Dialog open onClose={onClose} dir={dir} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          // The dialog sits in a portal, but React still bubbles its submit to the page's form.
          event.preventDefault();
          event.stopPropagation();
          const trimmed = href.trim();
          if (trimmed && !linkAllowed(trimmed, allow)) setInvalid(true);
          else onApply(trimmed);
        }}
      >
        <DialogTitle>{t('linkDialog.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('linkDialog.address')}
            value={href}
            onChange={(event) => {
              setHref(event.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('linkDialog.invalid', { schemes }) : t('linkDialog.help')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
          />
        </DialogContent>
        <DialogActions>
          {initial ? <Button onClick={() => onApply('')}>{t('linkDialog.remove')}</Button> : null}
          <Button onClick={onClose}>{t('linkDialog.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('linkDialog.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
