import { Button } from '@mantine/core';
import { useParams } from 'react-router';
import { printableAddress, printableLines, SalesOrderView, useSalesOrder } from '../features/documents';
import type { SalesOrderDetail } from '../features/documents';
import { SalesOrderDocument, usePdfDownload } from '../features/pdf';
import { PageHeader } from '../ui/PageHeader';
import { ErrorState, Loading, readFailed } from '../ui/PageState';

function DownloadSalesOrder({ data }: { data: SalesOrderDetail }) {
  const pdf = usePdfDownload();
  const { salesOrder: order } = data;
  const build = () => (
    <SalesOrderDocument
      company={data.company}
      number={order.refNumber}
      date={order.txnDate}
      terms={order.termsName ?? ''}
      salesRep={order.salesRepName ?? ''}
      poNumber={order.poNumber ?? ''}
      fob={order.fob ?? ''}
      status={order.status}
      billTo={printableAddress(order.customerName, order.billAddress)}
      shipTo={printableAddress(order.customerName, order.shipAddress)}
      lines={printableLines(data.lines).map((line, i) => ({
        ...line,
        invoiced: data.lines[i]?.invoiced ?? 0,
      }))}
      subtotal={order.subtotal}
    />
  );
  return (
    <>
      <Button loading={pdf.pending} onClick={() => void pdf.download(build, `SO_${order.refNumber}.pdf`)}>
        Download S.O. as PDF
      </Button>
      {pdf.error && <ErrorState error={pdf.error} />}
    </>
  );
}

export default function SalesOrderViewPage() {
  const id = useParams().id ?? '';
  const order = useSalesOrder(id);
  return (
    <>
      <PageHeader title="Sales Order Page" subtitle={`Showing Sales Order # ${id}`} />
      {order.isPending ? (
        <Loading />
      ) : readFailed(order) ? (
        <ErrorState error={order.error} />
      ) : (
        <SalesOrderView data={order.data} download={<DownloadSalesOrder data={order.data} />} />
      )}
    </>
  );
}
