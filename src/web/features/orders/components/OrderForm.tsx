import { Alert, Button, Group, List, Paper, Tabs, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowRight, IconFileDownload, IconSend } from '@tabler/icons-react';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { newCustomerDefaultTerms } from '../../../../domain/orders/constants';
import { defaultPriceLevel, noPriceLevel, priceCentsOf } from '../../../../domain/orders/pricing';
import type { CatalogItem } from '../../../../domain/orders/lines';
import type { OrderRules } from '../../../../domain/settings/orderRules';
import { useAnnounce } from '../../../ui/Announcer';
import { ErrorState, Loading, readFailed } from '../../../ui/PageState';
import type { CreatedOrders } from '../api/orders';
import { useCreateOrders, useOrderCatalog } from '../hooks/useOrders';
import {
  orderBody,
  orderTabs,
  wholeDraft,
  type OrderDraft,
  type OrderFields,
  type OrderTab,
} from '../hooks/useOrderDraft';
import { useQuantities, type QuantityStore } from '../hooks/useQuantities';
import { computeDraft, withQuantity, type ComputeContext } from '../lib/compute';
import { estimateData, type EstimateData } from '../lib/estimate';
import { draftExcise, draftExciseContext, type DraftExciseContext } from '../lib/excise';
import { formatMoney } from '../lib/format';
import { submitThroughOutbox } from '../../../offline/runtime';
import { submitFailureOf, submitMessages } from '../lib/messages';
import { CustomerTab, type CustomerTabOptions } from './CustomerTab';
import { gateFieldId, OrderFormGate, overrideReasonProblem } from './OrderGate';
import { useOrderGate } from '../hooks/useOrderGate';
import { ProductsTab } from './ProductsTab';
import { SummaryTab } from './SummaryTab';
import classes from './OrderForm.module.css';
import { countOf } from '../../../../domain/text/plural';

export interface CustomerDefaults {
  priceLevelListId: string | null;
  priceLevelName: string | null;
  termsName: string | null;
  isTaaMember: boolean;
  /** Where its orders ship (ship state, else state) and the name an order keeps: what the gate judges. */
  shipToState?: string | null;
  orderedName?: string;
}

interface OrderFormProps {
  draft: OrderFields;
  /** The draft's quantities (useOrderDraft). */
  quantities: QuantityStore;
  update(patch: Partial<OrderDraft>): void;
  reset(): void;
  rules: OrderRules;
  options: CustomerTabOptions;
  priceLevels: { listId: string; name: string; percentOff: number }[];
  customerPicker: ReactNode;
  customerDefaults: CustomerDefaults | null;
  /** The attachments picker (files are uploaded after the orders are saved). */
  attachments: ReactNode;
  /** Uploads the pending attachments to the saved orders. */
  uploadAttachments(orderIds: string[]): Promise<void>;
  onEstimate(data: EstimateData): void;
  estimatePending: boolean;
  onSubmitted(result: CreatedOrders, draft: OrderDraft): void;
  /** The chosen files: kept with the order in the outbox when it cannot be sent now. */
  files?: File[];
  /** The order could not be sent now: it is saved on this device, waiting to send. */
  onQueued?(): void;
  /** An admin may let an order the compliance gate holds go through, with a reason (decision 0299). */
  canOverrideGate?: boolean;
}

const tabLabels: Record<OrderTab, string> = {
  customer: 'Customer',
  products: 'Products',
  summary: 'Summary',
};

interface ComputedProps {
  items: readonly CatalogItem[];
  quantities: QuantityStore;
  context: ComputeContext;
  rules: OrderRules;
}

/** Totals the way the server will: re-rendered by every quantity, unlike the form around it. */
function useComputation({ items, quantities: store, context, rules }: ComputedProps) {
  const quantities = useQuantities(store);
  return useMemo(() => computeDraft(items, quantities, context, rules), [items, quantities, context, rules]);
}

const FooterTotal = memo(function FooterTotal(computed: ComputedProps) {
  const { totals } = useComputation(computed);
  return (
    <Text size="sm" fw={600} data-testid="footer-total">
      {formatMoney(totals.amount)} · {countOf(totals.qty, 'box', 'boxes')}
    </Text>
  );
});

function ComputedSummary({
  customerName,
  multiplyOrder,
  orderType,
  exciseContext,
  ...computed
}: ComputedProps & {
  customerName: string;
  multiplyOrder: number;
  orderType: OrderDraft['orderType'];
  exciseContext: DraftExciseContext | null;
}) {
  const computation = useComputation(computed);
  const excise = useMemo(
    () => draftExcise(computation.products, exciseContext),
    [computation.products, exciseContext],
  );
  return (
    <SummaryTab
      computation={computation}
      excise={excise}
      customerName={customerName}
      multiplyOrder={multiplyOrder}
      orderType={orderType}
      raffleOrderType={computed.rules.raffle.orderType}
    />
  );
}

/** The order form: Customer, Products and Summary tabs with Prev/Next, estimate and submit. */
export function OrderForm(props: OrderFormProps) {
  const { draft, update, rules, options, customerDefaults } = props;
  const customerListId = draft.newCustomer ? null : (draft.customer?.listId ?? null);
  const catalog = useOrderCatalog(draft.orderFormType, customerListId);
  const items = useMemo(() => catalog.data?.items ?? [], [catalog.data]);
  const gifts = useMemo(() => catalog.data?.gifts ?? [], [catalog.data]);
  const create = useCreateOrders();
  const announce = useAnnounce();
  const [messages, setMessages] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [overrideReason, setOverrideReason] = useState('');
  // The compliance gate, judged on this device as the server will (decision 0300).
  const gate = useOrderGate(
    draft.newCustomer
      ? draft.newCustomerInfo.state
        ? {
            customerListId: null,
            customerName: draft.newCustomerInfo.name,
            state: draft.newCustomerInfo.state,
          }
        : null
      : draft.customer && customerDefaults?.orderedName !== undefined
        ? {
            customerListId: draft.customer.listId,
            customerName: customerDefaults.orderedName,
            state: customerDefaults.shipToState ?? null,
          }
        : null,
  );
  const held = gate.status === 'ready' && !gate.decision.allowed;
  const letThrough = held && Boolean(props.canOverrideGate) && !overrideReasonProblem(overrideReason);

  const priceLevel = useMemo(() => {
    const chosen = props.priceLevels.find((l) => l.listId === draft.priceLevelListId);
    if (chosen) return chosen;
    if (draft.newCustomer) return noPriceLevel;
    return defaultPriceLevel(customerDefaults?.priceLevelListId, props.priceLevels);
  }, [props.priceLevels, draft.priceLevelListId, draft.newCustomer, customerDefaults]);
  const context = useMemo<ComputeContext>(
    () => ({
      priceLevel,
      orderType: draft.orderType,
      isTaaMember: !draft.newCustomer && (customerDefaults?.isTaaMember ?? false),
      customerYearSales: catalog.data?.customerYearSales ?? 0,
      giftDescriptions: Object.fromEntries(gifts.map((gift) => [gift.name, gift.description])),
    }),
    [priceLevel, draft.orderType, draft.newCustomer, customerDefaults, catalog.data, gifts],
  );
  const prices = useMemo(
    () => new Map(items.map((item) => [item.listId, priceCentsOf(item, priceLevel, rules)])),
    [items, priceLevel, rules],
  );
  const { quantities } = props;
  const computed = { items, quantities, context, rules };
  const newCustomerState = draft.newCustomer ? draft.newCustomerInfo.state || null : null;
  const exciseContext = useMemo(
    () => draftExciseContext(catalog.data?.excise, newCustomerState),
    [catalog.data, newCustomerState],
  );

  // One quantity handler for the form's life (it reads the latest pricing through a ref), so the
  // rows whose quantity did not change skip the keystroke's render.
  const latest = useRef({ items, context, rules });
  useLayoutEffect(() => {
    latest.current = { items, context, rules };
  });
  const onQty = useCallback(
    (listId: string, qty: number) => {
      const now = latest.current;
      const next = withQuantity(now.items, quantities.get(), listId, qty, now.context, now.rules);
      quantities.set(next.quantities);
      for (const alert of next.alerts)
        notifications.show({ color: alert.kind === 'cielo' ? 'red' : 'orange', message: alert.message });
    },
    [quantities],
  );
  const whole = () => wholeDraft(draft, quantities);

  const tabIndex = orderTabs.indexOf(draft.tab);
  const customerName = draft.newCustomer ? draft.newCustomerInfo.name : (draft.customer?.fullName ?? '');
  const termsLabel =
    draft.terms ?? (draft.newCustomer ? newCustomerDefaultTerms : (customerDefaults?.termsName ?? ''));
  const preparedBy =
    options.users.find((u) => u.id === (draft.authorId ?? options.users[0]?.id))?.displayName ?? '';

  async function submit() {
    setFailure(null);
    try {
      const submitted = whole();
      const body = { ...orderBody(submitted), gateOverride: letThrough ? { reason: overrideReason } : null };
      // Saved on this device first (the outbox), sent at once when the network allows (decision 0056).
      const outcome = await submitThroughOutbox(
        { kind: 'order', body: { ...body, clientId: draft.clientId } },
        `Order: ${customerName || 'new customer'}`,
        () => create.mutateAsync(body),
        {
          files: props.files,
          savedOf: ({ ids }) => ({ href: ids.length === 1 ? `/orderview/${ids[0]}` : '/orderfeed', ids }),
        },
      );
      if (outcome.state === 'queued') {
        announce('Order saved on this device, waiting to send');
        props.reset();
        props.onQueued?.();
        return;
      }
      const result = outcome.result;
      announce(result.ids.length > 1 ? `${result.ids.length} orders saved` : 'Order saved');
      await props.uploadAttachments(result.ids);
      props.reset();
      props.onSubmitted(result, submitted);
    } catch (error) {
      setFailure(submitFailureOf(error));
      announce.error(`Order not saved: ${submitFailureOf(error)}`);
    }
  }

  /** The estimate of the draft as it stands, its excise tax worked out as the server will. */
  function estimateNow(): EstimateData {
    const computation = computeDraft(items, quantities.get(), context, rules);
    return estimateData(
      whole(),
      computation,
      { raffleOrderType: rules.raffle.orderType, preparedBy, priceLevel: priceLevel.name, terms: termsLabel },
      draftExcise(computation.products, exciseContext),
    );
  }

  function confirmSubmit() {
    const problems = submitMessages(whole());
    setMessages(problems);
    if (problems.length > 0) return;
    const n = draft.multiplyOrder;
    modals.openConfirmModal({
      title: 'Submit order',
      children: (
        <Text size="sm">
          {n > 1
            ? `Are you sure you want to submit ${n} equal orders?`
            : 'Are you sure you want to submit this order?'}
        </Text>
      ),
      labels: { confirm: 'Submit', cancel: 'Cancel' },
      onConfirm: () => void submit(),
    });
  }

  return (
    <>
      {/* Above the tabs: the rep sees it as soon as the customer is chosen, on every tab. */}
      <OrderFormGate
        gate={gate}
        canOverride={Boolean(props.canOverrideGate)}
        reason={overrideReason}
        onReason={setOverrideReason}
      />
      <Tabs value={draft.tab} onChange={(tab) => tab && update({ tab: tab as OrderTab })} keepMounted={false}>
        <Tabs.List grow mb="md">
          {orderTabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {tabLabels[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="customer">
          <CustomerTab
            draft={draft}
            update={update}
            options={options}
            customerPicker={props.customerPicker}
            customerDefaults={customerDefaults}
            attachments={props.attachments}
          />
        </Tabs.Panel>
        <Tabs.Panel value="products">
          {catalog.isPending ? (
            <Loading />
          ) : readFailed(catalog) ? (
            <ErrorState error={catalog.error} />
          ) : (
            <ProductsTab items={items} gifts={gifts} prices={prices} quantities={quantities} onQty={onQty} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="summary">
          <ComputedSummary
            {...computed}
            customerName={customerName}
            multiplyOrder={draft.multiplyOrder}
            orderType={draft.orderType}
            exciseContext={exciseContext}
          />
        </Tabs.Panel>
      </Tabs>
      {messages.length > 0 && (
        <Alert
          color="red"
          title="Please complete the order"
          mt="md"
          role="alert"
          data-testid="order-messages"
        >
          <List size="sm">
            {messages.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {failure && (
        <Alert
          color="red"
          mt="md"
          role="alert"
          data-testid="submit-failure"
          style={{ whiteSpace: 'pre-line' }}
        >
          {failure}
        </Alert>
      )}
      <Paper className={classes.footer} withBorder p="xs" mt="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <FooterTotal {...computed} />
          <Group gap="xs" wrap="wrap" justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              disabled={tabIndex === 0}
              onClick={() => update({ tab: orderTabs[tabIndex - 1] })}
            >
              Prev
            </Button>
            {draft.tab === 'summary' ? (
              <>
                <Button
                  variant="default"
                  leftSection={<IconFileDownload size={16} />}
                  loading={props.estimatePending}
                  onClick={() => props.onEstimate(estimateNow())}
                >
                  Get Estimate
                </Button>
                <Button
                  leftSection={<IconSend size={16} />}
                  loading={create.isPending}
                  disabled={held && !letThrough}
                  aria-describedby={held ? gateFieldId : undefined}
                  title={
                    held && !letThrough ? 'The compliance gate holds this order: see why above' : undefined
                  }
                  onClick={confirmSubmit}
                >
                  {letThrough ? 'Submit (let through)' : 'Submit'}
                </Button>
              </>
            ) : (
              <Button
                rightSection={<IconArrowRight size={16} />}
                onClick={() => update({ tab: orderTabs[tabIndex + 1] })}
              >
                Next
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
    </>
  );
}
