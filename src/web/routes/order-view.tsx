import { Alert, Paper } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { companySchema } from '../../domain/settings/company';
import { AttachmentList } from '../features/attachments';
import { useEnvironment } from '../features/environment';
import {
  EstimateSignature,
  OrderActions,
  ExciseGapLinks,
  OrderDetails,
  OrderGatePanel,
  ShopOrderReview,
  useOrder,
  orderEstimateData,
  orderSettingsFrom,
} from '../features/orders';
import { HistoryPanel } from '../features/history';
import { EstimateDocument, renderPdf, usePdfDownload } from '../features/pdf';
import { OrderQuickbooksStatus } from '../features/quickbooks';
import { useSession } from '../features/session';
import { query } from '../lib/api';
import { PageHeader } from '../ui/PageHeader';
import { ErrorState, Loading } from '../ui/PageState';

const orderMissingMessage = 'There seems to be an issue, Order might have been deleted.';

export default function OrderViewPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const { me } = useSession();
  const environment = useEnvironment();
  const pdf = usePdfDownload();
  const navigate = useNavigate();

  if (order.isPending) return <Loading />;
  if (order.error || !order.data) {
    return (
      <>
        <PageHeader title="Order" />
        <Alert color="red" role="alert">
          {orderMissingMessage}
        </Alert>
      </>
    );
  }
  const { order: data, canDelete, gate } = order.data;
  const company = companySchema.safeParse(environment.data?.settings.company);
  const raffleOrderType = orderSettingsFrom(environment.data?.settings ?? {}).rules.raffle.orderType;
  const estimate = () =>
    company.success ? (
      <EstimateDocument company={company.data} {...orderEstimateData(data, raffleOrderType)} />
    ) : null;
  return (
    <>
      <PageHeader
        title="Order"
        subtitle={data.id}
        actions={
          <OrderActions
            order={data}
            canChangeStatus={me?.abilities['orders.changeStatus'] ?? false}
            canDelete={canDelete}
            estimatePending={pdf.pending}
            onEstimate={() => {
              const document = estimate();
              if (document) void pdf.download(() => document, `estimate-${data.id}.pdf`);
            }}
            onDeleted={(result) => {
              const to = `/orderdelete${query(result.ok ? { result: 'success' } : { result: 'failure', code: result.code })}`;
              if (!result.ok) return void navigate(to);
              // The deleted order's page leaves the history first, so Back from the result goes to
              // the feed; the second navigation waits, or it would cancel the first.
              void Promise.resolve(navigate('/orderfeed', { replace: true })).then(() => navigate(to));
            }}
          />
        }
      />
      {pdf.error && <ErrorState error={pdf.error} />}
      <OrderGatePanel
        orderId={data.id}
        gate={gate}
        canOverride={me?.abilities['orders.overrideGate'] ?? false}
      />
      {data.status === 'OrderInReview' && <ShopOrderReview key={data.id} order={data} />}
      <EstimateSignature
        orderId={data.id}
        renderEstimate={async () => {
          const document = estimate();
          if (!document) throw new Error('The company settings are not loaded yet: try again in a moment.');
          return renderPdf(document);
        }}
      />
      <OrderQuickbooksStatus orderId={data.id} canRetry={me?.abilities['orders.retryPush'] ?? false} />
      <ExciseGapLinks enabled={me?.abilities['compliance.manage'] ?? false}>
        <OrderDetails
          order={data}
          raffleOrderType={raffleOrderType}
          attachments={
            <Paper withBorder p="md">
              <AttachmentList owner={{ ownerType: 'order', ownerId: data.id }} />
            </Paper>
          }
        />
      </ExciseGapLinks>
      <HistoryPanel subject="order" id={data.id} />
    </>
  );
}
