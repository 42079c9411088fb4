import { afterEach, expect, it, vi } from 'vitest';
import { readPdf } from '../../../test/pdf-text';
import { sampleAddress, sampleCompany } from '../../../test/pdf-samples';
import { CreditMemoDocument } from '../components/CreditMemoDocument';
import { downloadPdf } from './downloadPdf';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

it('renders the document to a PDF blob and saves it under the file name', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  const link = { href: '', download: '', click: vi.fn(), remove: vi.fn() };
  const appendChild = vi.fn();
  vi.stubGlobal('document', { createElement: vi.fn(() => link), body: { appendChild } });
  let saved: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved = blob as Blob;
    return 'blob:credit-memo';
  });
  const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);

  await downloadPdf(
    <CreditMemoDocument
      company={sampleCompany}
      number="CM-7"
      date="2024-01-02"
      customer={sampleAddress}
      lines={[]}
      subtotal={0}
      totalAmount={0}
      creditRemaining={0}
    />,
    'CM_CM-7_from_Humidor Cigar Co..pdf',
  );

  expect(link).toMatchObject({ href: 'blob:credit-memo', download: 'CM_CM-7_from_Humidor Cigar Co..pdf' });
  expect(appendChild).toHaveBeenCalledWith(link);
  expect(link.click).toHaveBeenCalledOnce();
  expect(link.remove).toHaveBeenCalledOnce();
  expect(saved?.type).toBe('application/pdf');
  const pdf = await readPdf(new Uint8Array(await saved!.arrayBuffer()));
  expect(pdf.pages[0]).toContain('Credit Memo');
  expect(revokeObjectURL).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:credit-memo');
});
