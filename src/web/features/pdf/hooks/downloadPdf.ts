import type { DocumentProps } from '@react-pdf/renderer';
import { pdf } from '@react-pdf/renderer';
import type { ReactElement } from 'react';

/** Renders a document (one of this feature's, a React PDF <Document>) in the browser, as a file. */
export const renderPdf = (element: ReactElement): Promise<Blob> =>
  pdf(element as ReactElement<DocumentProps>).toBlob();

/**
 * Renders a document (one of this feature's documents, whose root is a React PDF <Document>) in
 * the browser and saves it under `fileName`.
 */
export async function downloadPdf(element: ReactElement, fileName: string): Promise<void> {
  const blob = await renderPdf(element);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // give the browser a moment to start the download before the URL goes away
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
