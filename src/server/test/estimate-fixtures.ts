import { deflateSync } from 'node:zlib';
import { Document, Page, Text, renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';

/** An RGBA PNG as a canvas gives it: a line of ink across the middle, or nothing drawn. */
export function signaturePng(width: number, height: number, ink = true): string {
  const rows = Buffer.alloc(height * (width * 4 + 1));
  if (ink)
    for (let x = 2; x < width - 2; x++)
      rows.writeUInt32BE(0x000000ff, Math.floor(height / 2) * (width * 4 + 1) + 1 + x * 4);
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    // Nothing here reads the CRC; a zero one keeps the helper short.
    return Buffer.concat([length, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

/** What the rep's browser sends for signature: an estimate drawn by React PDF, as the order page draws it. */
export const estimatePdf = (text: string): Promise<Buffer> =>
  renderToBuffer(createElement(Document, null, createElement(Page, null, createElement(Text, null, text))));
