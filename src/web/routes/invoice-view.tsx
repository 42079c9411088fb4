import { Button } from '@mantine/core';
import { useParams } from 'react-router';
import { InvoiceView, useInvoice } from '../features/documents';
import type { InvoiceDetail } from '../features/documents';
import { ExciseGapLinks, ExciseSummary } from '../features/orders';
import { usePdfDownload } from '../features/pdf';
import { useSession } from '../features/session';
import { invoicePdf } from '../printing/document-pdfs';
import { PageHeader } from '../ui/PageHeader';
import { ErrorState, Loading, readFailed } from '../ui/PageState';

function DownloadInvoice({ data }: { data: InvoiceDetail }) {
  const pdf = usePdfDownload();
  const { invoice } = data;
  const build = () => invoicePdf(data);
  return (
    <>
      <Button
        loading={pdf.pending}
        onClick={() => void pdf.download(build, `Invoice_${invoice.refNumber}.pdf`)}
      >
        Download Invoice as PDF
      </Button>
      {pdf.error && <ErrorState error={pdf.error} />}
    </>
  );
}

export default function InvoiceViewPage() {
  const id = useParams().id ?? '';
  const invoice = useInvoice(id);
  const { me } = useSession();
  return (
    <>
      <PageHeader title="Invoice Page" subtitle={`Showing Invoice # ${id}`} />
      {invoice.isPending ? (
        <Loading />
      ) : readFailed(invoice) ? (
        <ErrorState error={invoice.error} />
      ) : (
        <InvoiceView
          data={invoice.data}
          download={<DownloadInvoice data={invoice.data} />}
          excise={
            // The tax the server worked out with the invoice PDF's calculation (invoiceExciseOf).
            invoice.data.excise && (
              <ExciseGapLinks enabled={me?.abilities['compliance.manage'] ?? false}>
                <ExciseSummary
                  excise={invoice.data.excise}
                  amount={invoice.data.invoice.subtotal}
                  totalLabel="Invoice total with excise tax"
                />
              </ExciseGapLinks>
            )
          }
        />
      )}
    </>
  );
}
