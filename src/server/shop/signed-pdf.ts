import { deflateSync, inflateSync } from 'node:zlib';

/**
 * The signed estimate's PDF (decision 0340): the unsigned PDF's bytes unchanged, then an
 * incremental update (PDF 1.7 §7.5.6) adding one last page with the signature, the signer and the
 * unsigned PDF's SHA-256. Nothing before the update is rewritten, so the signed file's first bytes
 * are exactly the unsigned PDF, and its pages are the very ones the buyer read. The estimate PDFs
 * Humidor draws (React PDF) end in a classic cross-reference table with a plain page tree, which
 * is all this reads; anything else is refused when the estimate is sent.
 */

export class UnreadablePdf extends Error {}
export class UnreadablePng extends Error {}

interface PageTree {
  size: number;
  root: string;
  info: string | null;
  id: string | null;
  startXref: number;
  pagesNumber: number;
  kids: string;
  count: number;
}

const latin1 = (bytes: Buffer) => bytes.toString('latin1');

/** The trailer, the catalog and its page tree of a PDF with a classic cross-reference table. */
export function pageTreeOf(pdf: Buffer): PageTree {
  const text = latin1(pdf);
  if (!text.startsWith('%PDF-')) throw new UnreadablePdf('not a PDF');
  const startXref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  const trailerAt = text.lastIndexOf('trailer');
  if (!startXref || trailerAt < 0) throw new UnreadablePdf('no trailer');
  const trailer = text.slice(trailerAt, startXref.index);
  const size = /\/Size (\d+)/.exec(trailer);
  const root = /\/Root (\d+ \d+ R)/.exec(trailer);
  if (!size || !root) throw new UnreadablePdf('no root');
  const objectBody = (ref: string) => {
    const [number, generation] = ref.split(' ');
    const at = new RegExp(`(?:^|\\s)${number} ${generation} obj\\b`).exec(text);
    const end = at ? text.indexOf('endobj', at.index) : -1;
    if (!at || end < 0) throw new UnreadablePdf(`no object ${ref}`);
    return text.slice(at.index, end);
  };
  const pagesRef = /\/Pages (\d+) 0 R/.exec(objectBody(root[1] ?? ''));
  if (!pagesRef) throw new UnreadablePdf('no page tree');
  const pages = objectBody(`${pagesRef[1]} 0 R`);
  const count = /\/Count (\d+)/.exec(pages);
  const kids = /\/Kids \[([^\]]*)\]/.exec(pages);
  if (!count || !kids || !/\/Type \/Pages/.test(pages)) throw new UnreadablePdf('no pages');
  return {
    size: Number(size[1]),
    root: root[1] ?? '',
    info: /\/Info (\d+ \d+ R)/.exec(trailer)?.[1] ?? null,
    id: /\/ID (\[[^\]]*\])/.exec(trailer)?.[1] ?? null,
    startXref: Number(startXref[1]),
    pagesNumber: Number(pagesRef[1]),
    kids: (kids[1] ?? '').trim(),
    count: Number(count[1]),
  };
}

export interface DecodedPng {
  width: number;
  height: number;
  rgb: Buffer;
  alpha: Buffer | null;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what a canvas gives); throws otherwise. */
export function decodePng(png: Buffer): DecodedPng {
  if (png.length < 33 || png.readUInt32BE(0) !== 0x89504e47 || png.readUInt32BE(4) !== 0x0d0a1a0a)
    throw new UnreadablePng('signature');
  let at = 8;
  let header: { width: number; height: number; channels: number } | null = null;
  const data: Buffer[] = [];
  while (at + 8 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (body.length !== length) throw new UnreadablePng('cut short');
    if (type === 'IHDR') {
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      if (depth !== 8 || interlace !== 0 || (colour !== 2 && colour !== 6)) throw new UnreadablePng('kind');
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), channels: colour === 6 ? 4 : 3 };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header || !data.length || !header.width || !header.height) throw new UnreadablePng('no image');
  const { width, height, channels } = header;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(data));
  } catch {
    throw new UnreadablePng('data');
  }
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) throw new UnreadablePng('short data');
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      const value = row[x] ?? 0;
      const predicted =
        filter === 0
          ? 0
          : filter === 1
            ? left
            : filter === 2
              ? up
              : filter === 3
                ? Math.floor((left + up) / 2)
                : filter === 4
                  ? paeth(left, up, upLeft)
                  : -1;
      if (predicted < 0) throw new UnreadablePng('filter');
      pixels[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  if (channels === 3) return { width, height, rgb: pixels, alpha: null };
  const rgb = Buffer.alloc(width * height * 3);
  const alpha = Buffer.alloc(width * height);
  for (let i = 0; i < width * height; i++) {
    pixels.copy(rgb, i * 3, i * 4, i * 4 + 3);
    alpha[i] = pixels[i * 4 + 3] ?? 0;
  }
  return { width, height, rgb, alpha };
}

/** Whether anything was drawn: some pixel not fully transparent (an RGB image always counts). */
export const hasInk = (png: DecodedPng) => png.alpha === null || png.alpha.some((a) => a > 0);

/** A PDF literal string in WinAnsi (Helvetica's encoding): what it cannot hold becomes "?". */
const pdfText = (text: string) =>
  `(${[...text]
    .map((c) => {
      const code = c.charCodeAt(0);
      return c.length === 1 && ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) ? c : '?';
    })
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`)})`;

export interface SignaturePage {
  title: string;
  lines: string[];
  signature: DecodedPng;
}

/** The unsigned PDF with one more page at its end (an incremental update; see the top). */
export function appendSignaturePage(pdf: Buffer, page: SignaturePage): Buffer {
  const tree = pageTreeOf(pdf);
  const [font, image, mask, contents, newPage] = [0, 1, 2, 3, 4].map((i) => tree.size + i) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const { signature } = page;
  // US Letter; the signature at most 300 × 120 points, its proportions kept.
  const scale = Math.min(300 / signature.width, 120 / signature.height, 1);
  const [w, h] = [signature.width * scale, signature.height * scale];
  const top = 740;
  const text = [
    `BT /F1 18 Tf 56 ${top} Td ${pdfText(page.title)} Tj ET`,
    `BT /F1 10 Tf 56 ${top - 30} Td 15 TL`,
    ...page.lines.map((line, i) => `${i ? 'T* ' : ''}${pdfText(line)} Tj`),
    'ET',
    `q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} 56 ${(top - 60 - page.lines.length * 15 - h).toFixed(2)} cm /Sig Do Q`,
  ].join('\n');
  const stream = (dictionary: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
      bytes,
      Buffer.from('\nendstream', 'latin1'),
    ]);
  const image8 = (colourSpace: string, bytes: Buffer, extra = '') =>
    stream(
      `/Type /XObject /Subtype /Image /Width ${signature.width} /Height ${signature.height} /ColorSpace ${colourSpace} /BitsPerComponent 8 /Filter /FlateDecode${extra}`,
      deflateSync(bytes),
    );
  const objects: [number, Buffer][] = [
    [font, Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')],
    [image, image8('/DeviceRGB', signature.rgb, signature.alpha ? ` /SMask ${mask} 0 R` : '')],
    [mask, image8('/DeviceGray', signature.alpha ?? Buffer.alloc(signature.width * signature.height, 255))],
    [contents, stream('/Filter /FlateDecode', deflateSync(Buffer.from(text, 'latin1')))],
    [
      newPage,
      Buffer.from(
        `<< /Type /Page /Parent ${tree.pagesNumber} 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << /F1 ${font} 0 R >> /XObject << /Sig ${image} 0 R >> >> >>`,
      ),
    ],
    [
      tree.pagesNumber,
      Buffer.from(`<< /Type /Pages /Count ${tree.count + 1} /Kids [${tree.kids} ${newPage} 0 R] >>`),
    ],
  ];
  const parts: Buffer[] = [pdf, Buffer.from(pdf.at(-1) === 0x0a ? '' : '\n')];
  let offset = parts.reduce((sum, part) => sum + part.length, 0);
  const offsets = new Map<number, number>();
  for (const [number, body] of objects) {
    const bytes = Buffer.concat([Buffer.from(`${number} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.set(number, offset);
    parts.push(bytes);
    offset += bytes.length;
  }
  const entry = (number: number) => `${String(offsets.get(number)).padStart(10, '0')} 00000 n \n`;
  const xref = [
    'xref',
    `${tree.pagesNumber} 1`,
    entry(tree.pagesNumber).trimEnd(),
    `${font} 5`,
    ...[font, image, mask, contents, newPage].map((n) => entry(n).trimEnd()),
    'trailer',
    `<< /Size ${newPage + 1} /Root ${tree.root}${tree.info ? ` /Info ${tree.info}` : ''}${tree.id ? ` /ID ${tree.id}` : ''} /Prev ${tree.startXref} >>`,
    'startxref',
    String(offset),
    '%%EOF\n',
  ];
  // Each xref entry is exactly 20 bytes: ten digits, space, five digits, space, 'n', space, EOL.
  parts.push(Buffer.from(xref.join('\n').replace(/ n\n/g, ' n \n'), 'latin1'));
  return Buffer.concat(parts);
}
