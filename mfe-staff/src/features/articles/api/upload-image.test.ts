import { staffFailure } from '../../../components/staff-error';
import { uploadImage } from './upload-image';

const photo = new File(['webp'], 'clinic.webp', { type: 'image/webp' });

function answering(status: number, reply: object) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => Response.json(reply, { status }));
}

describe('uploadImage', () => {
  it('sends the file as a GraphQL multipart request for content, in the console’s language', async () => {
    const send = answering(200, {
      data: {
        staffUploadImage: {
          id: 'c0ffee00-1111-4222-8333-444455556666',
          width: 1200,
          height: 800,
          widths: [320, 640, 960],
        },
      },
    });

    const image = await uploadImage(photo, 'ar', send);

    expect(image).toEqual({
      media: 'c0ffee00-1111-4222-8333-444455556666',
      width: 1200,
      height: 800,
      widths: [320, 640, 960],
    });
    const [address, init] = send.mock.calls[0]!;
    expect(address).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', headers: { 'x-graphql-csrf': '1', 'accept-language': 'ar' } });
    const body = init!.body as FormData;
    const operations = JSON.parse(String(body.get('operations')));
    expect(operations.query).toMatch(/staffUploadImage\(file: \$file, purpose: \$purpose\)/);
    expect(operations.variables).toEqual({ file: null, purpose: 'CONTENT' });
    expect(JSON.parse(String(body.get('map')))).toEqual({ 0: ['variables.file'] });
    expect((body.get('0') as File).name).toBe('clinic.webp');
  });

  it('rejects with the field error the API named, and with image_too_large for a file refused before GraphQL', async () => {
    const refused = answering(200, {
      data: null,
      errors: [
        {
          message: 'Invalid input.',
          extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'file', code: 'image_unreadable' }] },
        },
      ],
    });
    await expect(uploadImage(photo, 'en', refused).catch(staffFailure)).resolves.toEqual({
      code: 'GENERAL',
      fields: [{ path: 'file', code: 'image_unreadable' }],
    });

    await expect(uploadImage(photo, 'en', answering(413, {})).catch(staffFailure)).resolves.toEqual({
      code: 'GENERAL',
      fields: [{ path: 'file', code: 'image_too_large' }],
    });
  });
});
