import { PAGE_HTML, PRODUCT_HTML } from '@shop/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor } from '@tiptap/react';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
// The demo data's texts (the seed), read as they are written to the database.
import { BLOGS, CONTENT_BLOCKS, PAGES } from '../../../../../seed/src/data/content.ts';
import { renderWithProviders, switchLanguage } from '../../test/render.tsx';
import { extensionsFor } from './rich-text-editor.tsx';
import { RegisteredRichTextField, RichTextField } from './rich-text-field.tsx';
import { editorCanShow, editorHtmlToStored } from './rich-text-html.ts';

type Values = { body: { en: string; ar: string } };

/** A form as the CMS screens build it: `register` only, values sent on submit. */
function BodyForm({ initial, onSave }: { initial: Values; onSave: (values: Values) => void }) {
  const { register, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: initial });
  return (
    <form
      aria-label="Page"
      onSubmit={handleSubmit((values) => {
        if (!values.body.en) setError('body.en', { type: 'required', message: 'validation.required' });
        else onSave(values);
      })}
    >
      <RegisteredRichTextField<Values>
        register={register}
        name="body.en"
        label="Body (English)"
        lang="en"
        allow={PAGE_HTML}
        error={formState.errors.body?.en?.message}
      />
      <RegisteredRichTextField<Values>
        register={register}
        name="body.ar"
        label="Body (Arabic)"
        lang="ar"
        allow={PAGE_HTML}
        error={formState.errors.body?.ar?.message}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const editable = (name: string) => screen.findByRole('textbox', { name });

/*
 * jsdom has no layout: ProseMirror measures the caret to keep it in view (`getClientRects`) and
 * asks where a mouse press landed (`elementFromPoint`). Empty measures let it carry on.
 */
beforeAll(() => {
  const none = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  (Text.prototype as Text & { getClientRects: () => DOMRectList }).getClientRects = none;
  document.elementFromPoint = () => null;
});

/**
 * Types `text` at the caret as a browser's typing reaches ProseMirror: through its text-input
 * handlers (input rules), else as an insertion. (In a browser ProseMirror reads typed characters
 * back from the page's DOM changes; jsdom's contenteditable drops and doubles some, so
 * `userEvent.keyboard` cannot be trusted to type here. Keys that are commands, such as Ctrl+A,
 * go through `userEvent` as usual.)
 */
function typeText(field: HTMLElement, text: string) {
  const editor = (field as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('not a rich-text editor');
  const { view } = editor;
  for (const char of text)
    act(() => {
      const { from, to } = view.state.selection;
      const insert = () => view.state.tr.insertText(char, from, to);
      if (!view.someProp('handleTextInput', (f) => f(view, from, to, char, insert))) view.dispatch(insert());
    });
}

/** Every element and attribute of `html` is on `list` (what the server would keep). */
function expectOnlyAllowed(html: string, list: typeof PAGE_HTML) {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  for (const element of body.querySelectorAll('*')) {
    expect(list.tags).toContain(element.localName);
    const allowed = [...(list.attributes[element.localName] ?? []), ...(list.attributes['*'] ?? [])];
    for (const attribute of element.getAttributeNames()) expect(allowed).toContain(attribute);
  }
}

describe('RichTextField', () => {
  it('types text, makes it bold from the toolbar and saves HTML the server keeps', async () => {
    const onSave = vi.fn<(values: Values) => void>();
    renderWithProviders(<BodyForm initial={{ body: { en: '', ar: '' } }} onSave={onSave} />);
    const field = await editable('Body (English)');
    expect(field).toHaveAttribute('dir', 'ltr');
    act(() => field.focus());
    typeText(field, 'Trade terms');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Body (English)' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    typeText(field, ' apply');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const saved = onSave.mock.calls[0]?.[0].body.en ?? '';
    expect(saved).toBe('<p>Trade terms<strong> apply</strong></p>');
    expectOnlyAllowed(saved, PAGE_HTML);
  });

  it('writes Arabic right to left, toolbar included, and mirrors its arrow keys', async () => {
    await switchLanguage('ar');
    renderWithProviders(<BodyForm initial={{ body: { en: '', ar: '<p>نص</p>' } }} onSave={vi.fn()} />);
    const field = await editable('Body (Arabic)');
    expect(field).toHaveAttribute('dir', 'rtl');
    expect(field).toHaveAttribute('lang', 'ar');
    const toolbar = screen.getByRole('toolbar', { name: 'التنسيق: Body (Arabic)' });
    expect(toolbar.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const bold = within(toolbar).getByRole('button', { name: 'عريض' });
    const italic = within(toolbar).getByRole('button', { name: 'مائل' });
    // One tab stop; in right-to-left the next button is to the left.
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(italic).toHaveAttribute('tabindex', '-1');
    act(() => bold.focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(italic).toHaveFocus();
    expect(italic).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{ArrowRight}');
    expect(bold).toHaveFocus();
  });

  it("shows the form's error, translated, and marks the field invalid", async () => {
    const onSave = vi.fn();
    renderWithProviders(<BodyForm initial={{ body: { en: '', ar: '' } }} onSave={onSave} />);
    await editable('Body (English)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = await editable('Body (English)');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('This field is required');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a loaded text unchanged when nobody edits it', async () => {
    const onSave = vi.fn();
    const initial = { body: { en: '<h2>About</h2>\n<p>Since <b>2009</b>.</p>', ar: '<p>منذ 2009.</p>' } };
    renderWithProviders(<BodyForm initial={initial} onSave={onSave} />);
    expect(await editable('Body (English)')).toHaveTextContent('AboutSince 2009.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(initial));
  });

  it('edits a text the editor cannot show (a table) as HTML, keeping every part', async () => {
    const onSave = vi.fn();
    const table = '<table><tbody><tr><td>Free</td></tr></tbody></table>';
    renderWithProviders(<BodyForm initial={{ body: { en: table, ar: '' } }} onSave={onSave} />);
    const html = await screen.findByDisplayValue(table);
    const source = screen.getAllByRole('button', { name: 'Edit as HTML' })[0];
    expect(source).toHaveAttribute('aria-pressed', 'true');
    expect(source).toBeDisabled();
    expect(html).toHaveAccessibleDescription(/cannot show/);
    fireEvent.change(html, { target: { value: `${table}<p>Over £750</p>` } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({ body: { en: `${table}<p>Over £750</p>`, ar: '' } });
  });

  it('offers only what the allow-list keeps: no top heading for product descriptions', async () => {
    renderWithProviders(
      <RichTextField
        name="d"
        label="Description"
        lang="en"
        value=""
        onChange={vi.fn()}
        allow={PRODUCT_HTML}
      />,
    );
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting: Description' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Undo',
      'Redo',
      'Edit as HTML',
    ]);
    // An `h1` is not kept on products: the editor cannot show one, so it would go to HTML.
    expect(editorCanShow('<h1>Title</h1>', PRODUCT_HTML)).toBe(false);
    expect(editorCanShow('<h1>Title</h1>', PAGE_HTML)).toBe(true);
  });

  it('adds a link and refuses a scheme the server would drop', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <RichTextField
        name="d"
        label="Description"
        lang="en"
        value="<p>Contact us</p>"
        onChange={onChange}
        allow={PRODUCT_HTML}
      />,
    );
    const field = await editable('Description');
    act(() => field.focus());
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(address).toHaveAccessibleDescription(/starting with http:, https:, mailto:, tel:/);
    await userEvent.clear(address);
    await userEvent.type(address, '/contact');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p><a href="/contact">Contact us</a></p>'),
    );
  });
});

describe('editorHtmlToStored', () => {
  it("drops attributes the list does not keep, unwraps a list item's paragraph, and empties an empty text", () => {
    expect(
      editorHtmlToStored(
        '<ol type="a" start="2"><li><p>One</p></li></ol><p><a class="x" href="/a" target="_blank" rel="noopener">a</a></p>',
        PAGE_HTML,
      ),
    ).toBe('<ol start="2"><li>One</li></ol><p><a href="/a" target="_blank" rel="noopener">a</a></p>');
    expect(editorHtmlToStored('<ol start="2"><li><p>One</p></li></ol>', PRODUCT_HTML)).toBe(
      '<ol><li>One</li></ol>',
    );
    expect(editorHtmlToStored('<p></p>', PAGE_HTML)).toBe('');
    expect(editorHtmlToStored('<ul><li><p>One</p><p>Two</p></li></ul>', PAGE_HTML)).toBe(
      '<ul><li><p>One</p><p>Two</p></li></ul>',
    );
  });
});

/*
 * The shop's own texts (the demo data) survive the editor: loaded and written back without an edit
 * they are the same HTML. The one difference is layout whitespace between elements, which the
 * editor does not keep (`<h2>…</h2>\n<p>` is written `<h2>…</h2><p>`): the same page. Texts the
 * editor cannot show (a table) open as HTML and are kept as they are.
 */
describe('demo texts through the editor', () => {
  const texts = [...PAGES, ...BLOGS, ...CONTENT_BLOCKS].flatMap((item) => [
    [`${item.key} (en)`, item.body.en],
    [`${item.key} (ar)`, item.body.ar],
  ]) as [string, string][];
  const withoutLayout = (html: string) => html.replace(/>\s*\n\s*</g, '><').trim();

  it('covers texts of both kinds', () => {
    expect(texts.filter(([, html]) => editorCanShow(html, PAGE_HTML)).length).toBeGreaterThan(10);
    expect(texts.filter(([, html]) => !editorCanShow(html, PAGE_HTML)).length).toBeGreaterThan(0);
  });

  it.each(texts)('%s', (_name, html) => {
    if (!editorCanShow(html, PAGE_HTML)) {
      // Shown as HTML: the form keeps the text untouched (see "edits a text the editor cannot show").
      expect(html).toMatch(/<table/);
      return;
    }
    const editor = new Editor({ extensions: extensionsFor(PAGE_HTML), content: html });
    try {
      expect(editorHtmlToStored(editor.getHTML(), PAGE_HTML)).toBe(withoutLayout(html));
    } finally {
      editor.destroy();
    }
  });
});
