import { parseRichContent, type RichDocument } from '@sakina/shared/rich-content';
import { renderWithProviders } from '@sakina/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import { RichTextEditor } from './rich-text-editor';
import type { RichTextEditorProps, UploadedImage } from '../../../types/rich-text-editor';
import { expectNoAxeViolations } from '../../../testing/axe';
import { stubLayoutForEditor } from '../../../testing/editor-environment';

beforeAll(stubLayoutForEditor);

const resources = { ar: { staff: ar }, en: { staff: en } };
const emptyDocument: RichDocument = { type: 'doc', content: [{ type: 'paragraph' }] };
const uploaded: UploadedImage = {
  media: 'c0ffee00-1111-4222-8333-444455556666',
  widths: [320, 640],
  width: 800,
  height: 600,
};

function renderEditor(props: Partial<RichTextEditorProps> = {}, path = '/en/staff/articles/new') {
  const onChange = jest.fn<void, [RichDocument]>();
  const onUploadImage = jest.fn(async (_file: File) => uploaded);
  const english = !path.startsWith('/staff');
  const editorProps: RichTextEditorProps = {
    id: 'body',
    label: english ? 'Body (English)' : 'النص (بالعربية)',
    value: emptyDocument,
    onChange,
    dir: english ? 'ltr' : 'rtl',
    lang: english ? 'en' : 'ar',
    onUploadImage,
    ...props,
  };
  const result = renderWithProviders(<RichTextEditor {...editorProps} />, { path, resources });
  const lastDocument = () => onChange.mock.calls.at(-1)?.[0];
  const rerenderWith = (changes: Partial<RichTextEditorProps>) =>
    result.rerender(<RichTextEditor {...editorProps} {...changes} />);
  return { ...result, onChange, onUploadImage, lastDocument, rerenderWith };
}

/** Types into the editor, then selects everything it holds (as Ctrl+A does). */
async function typeAndSelect(user: ReturnType<typeof renderEditor>['user'], textbox: HTMLElement, text: string) {
  await user.click(textbox);
  await user.keyboard(text);
  await user.keyboard('{Control>}a{/Control}');
}

function expectStoredAsIs(document: RichDocument | undefined) {
  expect(parseRichContent(document)).toEqual({ ok: true, document });
}

describe('RichTextEditor', () => {
  it('shows a labelled multi-line textbox in the content language, after the editor code has loaded', async () => {
    renderEditor({ describedBy: 'body-hint', invalid: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the editor…');
    const textbox = await screen.findByRole('textbox', { name: 'Body (English)' });
    expect(textbox).toHaveAttribute('id', 'body');
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).toHaveAttribute('aria-describedby', 'body-hint');
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveAttribute('dir', 'ltr');
    expect(textbox).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('toolbar', { name: 'Formatting: Body (English)' })).toHaveAttribute(
      'aria-controls',
      'body',
    );
  });

  it('writes Arabic right to left with the toolbar in Arabic', async () => {
    renderEditor({}, '/staff/articles/new');
    const textbox = await screen.findByRole('textbox', { name: 'النص (بالعربية)' });
    expect(textbox).toHaveAttribute('dir', 'rtl');
    expect(textbox).toHaveAttribute('lang', 'ar');
    const toolbar = screen.getByRole('toolbar', { name: 'تنسيق: النص (بالعربية)' });
    expect(within(toolbar).getByRole('button', { name: 'غامق' })).toHaveTextContent('غ');
  });

  it('marks typed text bold when Bold is pressed, and says so with aria-pressed', async () => {
    const { user, lastDocument } = renderEditor();
    const textbox = await screen.findByRole('textbox', { name: 'Body (English)' });
    await typeAndSelect(user, textbox, 'Sleep well');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');

    await user.click(bold);

    expect(textbox.querySelector('strong')).toHaveTextContent('Sleep well');
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(lastDocument()).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Sleep well', marks: [{ type: 'bold' }] }] }],
    });
    expectStoredAsIs(lastDocument());
  });

  it('turns the paragraph into a heading with Heading H2, and back', async () => {
    const { user, lastDocument } = renderEditor();
    const textbox = await screen.findByRole('textbox', { name: 'Body (English)' });
    await user.click(textbox);
    await user.keyboard('Before the exam');
    const heading = screen.getByRole('button', { name: 'Heading H2' });

    await user.click(heading);

    expect(within(textbox).getByRole('heading', { level: 2, name: 'Before the exam' })).toBeInTheDocument();
    expect(heading).toHaveAttribute('aria-pressed', 'true');
    expect(lastDocument()).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Before the exam' }] },
        // The editor keeps an empty paragraph after a last block that is not one, to write on after it.
        { type: 'paragraph' },
      ],
    });

    await user.click(heading);
    expect(within(textbox).queryByRole('heading')).not.toBeInTheDocument();
    expect(heading).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves between the toolbar buttons with the arrow keys, in the console’s direction', async () => {
    const { user } = renderEditor();
    const textbox = await screen.findByRole('textbox', { name: 'Body (English)' });
    await user.click(textbox);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Heading H2' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Subheading H3' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Image' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Heading H2' })).toHaveFocus();
    // One tab stop: the next Tab leaves the toolbar for the text.
    await user.tab();
    expect(textbox).toHaveFocus();
  });

  it('moves to the next button with the left arrow in the Arabic console', async () => {
    const { user } = renderEditor({}, '/staff/articles/new');
    const textbox = await screen.findByRole('textbox', { name: 'النص (بالعربية)' });
    await user.click(textbox);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'عنوان H2' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'عنوان فرعي H3' })).toHaveFocus();
  });

  it('keeps a heading out of a quote, where the content schema has paragraphs only', async () => {
    const { user } = renderEditor();
    const textbox = await screen.findByRole('textbox', { name: 'Body (English)' });
    await user.click(textbox);
    await user.keyboard('Breathe.');
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    expect(screen.getByRole('button', { name: 'Quote' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Heading H2' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('refuses a javascript: link with the localized message, then links the selected text', async () => {
    const { user, lastDocument } = renderEditor();
    const textbox = await screen.findByRole('textbox', { name: 'Body (English)' });
    await typeAndSelect(user, textbox, 'the WHO');

    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a link' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(address).toHaveAccessibleDescription(
      expect.stringContaining(
        'This address cannot be used. Start it with https://, http://, mailto:, tel: or / for a page of this site.',
      ),
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(textbox.querySelector('a')).toBeNull();

    await user.clear(address);
    await user.type(address, 'https://www.who.int/');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(textbox).getByText('the WHO').closest('a')).toHaveAttribute('href', 'https://www.who.int/');
    await waitFor(() => expect(textbox).toHaveFocus());
    expect(lastDocument()).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'the WHO', marks: [{ type: 'link', attrs: { href: 'https://www.who.int/' } }] },
          ],
        },
      ],
    });
    expectStoredAsIs(lastDocument());
  });

  it('says in Arabic why a link is refused, and that an address is needed', async () => {
    const { user } = renderEditor({}, '/staff/articles/new');
    const textbox = await screen.findByRole('textbox', { name: 'النص (بالعربية)' });
    await typeAndSelect(user, textbox, 'منظمة الصحة');
    await user.click(screen.getByRole('button', { name: 'رابط' }));
    const dialog = screen.getByRole('dialog', { name: 'إضافة رابط' });
    const address = within(dialog).getByRole('textbox', { name: 'العنوان' });

    await user.click(within(dialog).getByRole('button', { name: 'تطبيق' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining('أدخل عنوان الرابط.'));

    await user.type(address, 'data:text/html,<b>x</b>');
    await user.click(within(dialog).getByRole('button', { name: 'تطبيق' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining('لا يمكن استخدام هذا العنوان.'));
  });

  it('edits and removes a link where the cursor is', async () => {
    const link = { type: 'link' as const, attrs: { href: '/en/faq' } };
    const { user, lastDocument } = renderEditor({
      value: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'our FAQ', marks: [link] }] }],
      },
    });
    const textbox = await screen.findByRole('textbox', { name: 'Body (English)' });
    await user.click(textbox);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the link' });
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('/en/faq');

    await user.click(within(dialog).getByRole('button', { name: 'Remove link' }));

    expect(textbox.querySelector('a')).toBeNull();
    expect(lastDocument()).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'our FAQ' }] }],
    });
  });

  it('inserts an uploaded image only once it has alt text', async () => {
    const { user, lastDocument, onUploadImage } = renderEditor();
    const textbox = await screen.findByRole('textbox', { name: 'Body (English)' });
    await user.click(textbox);
    await user.keyboard('Walk every day.');

    await user.click(screen.getByRole('button', { name: 'Image' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an image' });
    const photo = new File(['webp'], 'walk.webp', { type: 'image/webp' });
    await user.upload(within(dialog).getByLabelText(/Image file/, { selector: 'input' }), photo);
    expect(onUploadImage).toHaveBeenCalledWith(photo);
    expect(await within(dialog).findByText('Uploaded')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    const alt = within(dialog).getByRole('textbox', { name: /Description of the image/ });
    expect(alt).toHaveAccessibleDescription(expect.stringContaining('Describe the image before inserting it.'));
    expect(textbox.querySelector('img')).toBeNull();

    await user.type(alt, '  A path through a park  ');
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(textbox).toHaveFocus());
    const image = within(textbox).getByRole('img', { name: 'A path through a park' });
    expect(image).toHaveAttribute('src', '/media/c0ffee00-1111-4222-8333-444455556666/640.webp');
    expect(image).toHaveAttribute('width', '800');
    const document = lastDocument();
    expect(document?.content).toContainEqual({
      type: 'image',
      attrs: { ...uploaded, alt: 'A path through a park' },
    });
    expectStoredAsIs(document);
  });

  it('asks for a file first, and says when the upload failed', async () => {
    const { user, onUploadImage } = renderEditor();
    await screen.findByRole('textbox', { name: 'Body (English)' });
    await user.click(screen.getByRole('button', { name: 'Image' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an image' });
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(within(dialog).getByText('Choose an image file first.')).toBeInTheDocument();

    onUploadImage.mockRejectedValueOnce(new Error('offline'));
    await user.upload(
      within(dialog).getByLabelText(/Image file/, { selector: 'input' }),
      new File(['png'], 'chart.png', { type: 'image/png' }),
    );
    expect(
      await within(dialog).findByText(
        'The image could not be uploaded. Check your connection, then choose the file again.',
      ),
    ).toBeInTheDocument();
  });

  it('writes only what the content schema stores, whatever the toolbar does', async () => {
    const { user, lastDocument } = renderEditor();
    const textbox = await screen.findByRole('textbox', { name: 'Body (English)' });
    await user.click(textbox);
    await user.keyboard('Title');
    await user.click(screen.getByRole('button', { name: 'Subheading H3' }));
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    await user.keyboard('First');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    await user.keyboard('{Enter}{Enter}Second');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await user.keyboard('{Shift>}{Enter}{/Shift}more');

    const item = (...content: object[]) => ({ type: 'listItem', content: [{ type: 'paragraph', content }] });
    const document = lastDocument();
    expect(document).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Title' }] },
        { type: 'orderedList', content: [item({ type: 'text', text: 'First', marks: [{ type: 'italic' }] })] },
        {
          type: 'bulletList',
          content: [item({ type: 'text', text: 'Second' }, { type: 'hardBreak' }, { type: 'text', text: 'more' })],
        },
        { type: 'paragraph' },
      ],
    });
    expectStoredAsIs(document);
  });

  it('takes a new value from outside, and not its own changes back', async () => {
    const { user, onChange, lastDocument, rerenderWith } = renderEditor();
    const textbox = await screen.findByRole('textbox', { name: 'Body (English)' });
    await user.click(textbox);
    await user.keyboard('Draft');
    const calls = onChange.mock.calls.length;

    rerenderWith({ value: lastDocument()! });
    expect(textbox).toHaveTextContent('Draft');

    rerenderWith({
      value: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Reloaded' }] }] },
    });
    await waitFor(() => expect(textbox).toHaveTextContent('Reloaded'));
    expect(onChange).toHaveBeenCalledTimes(calls);
  });

  it('has no accessibility violations, with and without a dialog open', async () => {
    const { user, container } = renderEditor();
    await screen.findByRole('textbox', { name: 'Body (English)' });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Image' }));
    // Only the dialog: Radix hides the page behind a modal dialog from assistive technology while it is open.
    await expectNoAxeViolations(await screen.findByRole('dialog', { name: 'Add an image' }));
  });
});
