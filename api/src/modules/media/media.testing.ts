import sharp from 'sharp';
import type { TestApp } from '../../testing/test-app';
import { sendGraphqlUpload } from '../../testing/graphql-upload';
import type { MediaImage } from './media.service';

/** A one-colour image made by sharp, in the format asked. */
export function solidImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .toFormat(format)
    .toBuffer();
}

/** Text a test can look for in the output: none of it may survive. */
export const privateMetadata = { description: 'Private note: clinic back door', gps: 'N' };

/**
 * A phone's photo: 1200×800 as stored, red on the left and blue on the right, with EXIF orientation 6 (turn it a
 * quarter clockwise to see it: 800×1200, red on top), a GPS position, a description, XMP and a JPEG comment.
 */
export async function phonePhoto(): Promise<Buffer> {
  const redHalf = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0000ff' } })
    .composite([{ input: redHalf, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { ImageDescription: privateMetadata.description },
        IFD3: { GPSLatitudeRef: privateMetadata.gps, GPSLatitude: '24/1 42/1 46/1' },
      },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
        `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${privateMetadata.description}"/>` +
        `</rdf:RDF></x:xmpmeta>`,
    )
    .toBuffer();
  // A COM segment right after the start-of-image marker: sharp writes none itself.
  const comment = Buffer.from(privateMetadata.description);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, jpeg.subarray(2)]);
}

export const uploadImageMutation = /* GraphQL */ `
  mutation UploadImage($file: File!, $purpose: MediaPurpose) {
    staffUploadImage(file: $file, purpose: $purpose) {
      id
      width
      height
      widths
      url
      smallest: url(width: 1)
    }
  }
`;

export type UploadedImage = MediaImage & { url: string; smallest: string };

/** The console's upload of one image, as a browser sends it. */
export function uploadImage(
  testApp: TestApp,
  headers: Record<string, string>,
  file: { bytes: Buffer; fileName?: string; contentType?: string; purpose?: string },
) {
  return sendGraphqlUpload<{ staffUploadImage: UploadedImage }>(testApp.app, headers, {
    query: uploadImageMutation,
    variables: { purpose: file.purpose ?? null },
    fileName: file.fileName ?? 'picture.png',
    contentType: file.contentType ?? 'image/png',
    bytes: file.bytes,
  });
}
