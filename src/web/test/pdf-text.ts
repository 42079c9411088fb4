import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the standard fonts' metrics from its own package (no network). */
const standardFontDataUrl =
  join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

interface PdfContent {
  /** Each page's text, items joined by single spaces. */
  pages: string[];
  /** Each page's size in points: [width, height]. */
  sizes: [number, number][];
}

/** Reads a rendered PDF back as text (Node tests only). */
export async function readPdf(buffer: Uint8Array): Promise<PdfContent> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), standardFontDataUrl, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  const sizes: [number, number][] = [];
  for (let index = 1; index <= pdf.numPages; index += 1) {
    const page = await pdf.getPage(index);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    pages.push(text);
    const [, , width, height] = page.view;
    sizes.push([Math.round(width ?? 0), Math.round(height ?? 0)]);
  }
  await pdf.destroy();
  return { pages, sizes };
}
