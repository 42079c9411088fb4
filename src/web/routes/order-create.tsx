import { Alert, Stack } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usStateCodes } from '../../domain/constants/states';
import { companySchema } from '../../domain/settings/company';
import { orderedCustomerName, shipToStateOf } from '../../domain/orders/gate-decision';
import { AttachmentPicker, useUploadAttachments } from '../features/attachments';
import { CustomerPicker, PreselectCustomer, useCustomer } from '../features/customers';
import { useEnvironment } from '../features/environment';
import { LapsedLicenseBadge } from '../features/licenses';
import type { Environment } from '../features/environment';
import {
  ExciseGapLinks,
  OrderForm,
  type CustomerDefaults,
  draftOfBody,
  emptyDraft,
  useOrderDraft,
  type PickedCustomer,
  orderSettingsFrom,
} from '../features/orders';
import { EstimateDocument, usePdfDownload } from '../features/pdf';
import { useSession } from '../features/session';
import type { Me } from '../features/session';
import { query } from '../lib/api';
import { useRefusedWrite, type RefusedWrite } from '../offline/hooks';
import { PageHeader } from '../ui/PageHeader';
import { ErrorState, Loading, readFailed } from '../ui/PageState';

/** Reports the chosen customer's details (price level, terms, TAA membership) once loaded. */
function useCustomerDefaults(listId: string | null): CustomerDefaults | null {
  const customer = useCustomer(listId);
  const c = listId ? customer.data : undefined;
  // one object per loaded customer, so the form's pricing context stays put while quantities change
  return useMemo(
    () =>
      c
        ? {
            priceLevelListId: c.priceLevelListId,
            priceLevelName: c.priceLevelName,
            termsName: c.termsName,
            isTaaMember: c.isTaaMember,
            shipToState: shipToStateOf(c),
            orderedName: orderedCustomerName(c),
          }
        : null,
    [c],
  );
}

function OrderCreate({
  me,
  environment,
  refused,
}: {
  me: Me;
  environment: Environment;
  /** An order the server refused, opened from /outbox to correct (docs/decisions/0072). */
  refused: RefusedWrite<'order'> | null;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const preselect = refused ? (refused.request.body.customerListId ?? null) : params.get('customerListID');
  // Parsed once per environment: a fresh `rules` object on every keystroke would re-price and
  // re-render every product row (bench/order-form.bench.ts).
  const { rules, forms, repCodes } = useMemo(
    () => orderSettingsFrom(environment.settings),
    [environment.settings],
  );
  const standardForm = forms.find((f) => f.kind === 'standard')?.name ?? forms[0]?.name ?? '';
  const [initial] = useState(() =>
    refused ? draftOfBody(refused.request.body, emptyDraft(standardForm, me.user.repCode ?? '')) : undefined,
  );
  const { draft, quantities, update, reset } = useOrderDraft(
    me.user.id,
    standardForm,
    me.user.repCode ?? '',
    initial,
  );
  const pickCustomer = useCallback(
    (customer: PickedCustomer | null) =>
      update({ customer, newCustomer: false, priceLevelListId: null, terms: null }),
    [update],
  );
  const customerDefaults = useCustomerDefaults(draft.newCustomer ? null : (draft.customer?.listId ?? null));
  const pdf = usePdfDownload();
  const uploads = useUploadAttachments();
  const [files, setFiles] = useState<File[]>(refused?.files ?? []);
  /** The saved orders some files could not be uploaded to: the first one's page offers the retry. */
  const notUploaded = useRef<string[]>([]);
  const company = useMemo(() => companySchema.parse(environment.settings.company), [environment.settings]);
  const options = useMemo(
    () => ({
      users: [
        { id: me.user.id, displayName: me.user.displayName, repCode: me.user.repCode },
        ...environment.users.filter((u) => u.active && u.repCode && u.id !== me.user.id),
      ],
      states: me.user.states.length ? me.user.states : usStateCodes,
      repCodes,
      priceLevels: environment.priceLevels,
      terms: environment.terms.map((t) => t.name),
      forms: forms.map((f) => f.name),
      orderTags: rules.orderTags,
    }),
    [me.user, environment, repCodes, forms, rules],
  );

  return (
    <>
      {refused?.reason && (
        <Alert color="red" mb="md" title="The server refused this order" data-testid="refusal-reason">
          {refused.reason}
        </Alert>
      )}
      {preselect && preselect !== draft.customer?.listId && (
        // A corrected order keeps the price level and terms it was written with.
        <PreselectCustomer
          listId={preselect}
          onLoaded={refused ? (customer) => update({ customer }) : pickCustomer}
        />
      )}
      {pdf.error && <ErrorState error={pdf.error} />}
      <ExciseGapLinks enabled={me.abilities['compliance.manage']}>
        <OrderForm
          draft={draft}
          quantities={quantities}
          update={update}
          reset={reset}
          rules={rules}
          options={options}
          priceLevels={environment.priceLevels}
          customerPicker={
            <Stack gap={4}>
              <CustomerPicker
                label="Current Customer"
                value={draft.customer}
                onChange={pickCustomer}
                disableInactive
              />
              {/* An expired license shows in the order form too (decision 0306), whether or not the
                  ship-to state's rule holds the order (the gate above says when it does). */}
              {draft.customer && !draft.newCustomer && (
                <div>
                  <LapsedLicenseBadge listId={draft.customer.listId} />
                </div>
              )}
            </Stack>
          }
          customerDefaults={customerDefaults}
          attachments={<AttachmentPicker files={files} onChange={setFiles} disabled={uploads.uploading} />}
          uploadAttachments={async (ids) => {
            // Each equal order gets its own copy of the chosen files; files that fail are retried on
            // the order's page, never by submitting the orders again.
            notUploaded.current = [];
            for (const ownerId of ids) {
              if (!(await uploads.uploadAfterSave({ ownerType: 'order', ownerId }, files)))
                notUploaded.current.push(ownerId);
            }
            setFiles([]);
          }}
          estimatePending={pdf.pending}
          onEstimate={(data) =>
            void pdf.download(
              () => <EstimateDocument company={company} {...data} />,
              `estimate-${data.customer.name || 'order'}.pdf`.replace(/[^\w.-]+/g, '_'),
            )
          }
          files={files}
          canOverrideGate={me.abilities['orders.overrideGate']}
          onQueued={() => {
            setFiles([]);
            void navigate('/outbox');
          }}
          onSubmitted={(result, submitted) =>
            void navigate(
              notUploaded.current[0]
                ? `/orderview/${notUploaded.current[0]}`
                : `/submitorder${query({
                    id: result.ids.length === 1 ? result.ids[0] : undefined,
                    multiplyOrder: result.ids.length,
                    customerListID: submitted.newCustomer ? undefined : submitted.customer?.listId,
                  })}`,
            )
          }
        />
      </ExciseGapLinks>
    </>
  );
}

export default function OrderCreatePage() {
  const { me } = useSession();
  const environment = useEnvironment();
  const [params] = useSearchParams();
  const refused = useRefusedWrite(params.get('outbox'), 'order');
  return (
    <>
      <PageHeader title="New Order" />
      {environment.isPending || !me || refused === undefined ? (
        <Loading />
      ) : readFailed(environment) ? (
        <ErrorState error={environment.error} />
      ) : (
        <OrderCreate me={me} environment={environment.data} refused={refused} />
      )}
    </>
  );
}
