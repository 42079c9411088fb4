import type { ReactElement } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadPdf } from './downloadPdf';

interface PdfDownload {
  /** Builds the document at click time and saves it, after `delayMs` when given. */
  download: (build: () => ReactElement, fileName: string, delayMs?: number) => Promise<void>;
  pending: boolean;
  error: string | null;
}

/** Download state for a button: pending while the PDF renders, the error text when it fails. */
export function usePdfDownload(): PdfDownload {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const download = useCallback(async (build: () => ReactElement, fileName: string, delayMs = 0) => {
    setPending(true);
    setError(null);
    try {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await downloadPdf(build(), fileName);
    } catch (cause) {
      if (mounted.current) setError(cause instanceof Error ? cause.message : 'The PDF could not be created');
    } finally {
      if (mounted.current) setPending(false);
    }
  }, []);
  return { download, pending, error };
}
