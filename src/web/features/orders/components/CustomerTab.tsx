import {
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { ReactNode } from 'react';
import {
  multiplyOrderMax,
  multiplyOrderMin,
  newCustomerDefaultTerms,
  orderLimits,
  orderTypes,
  type OrderType,
} from '../../../../domain/orders/constants';
import type { NewCustomerInfo } from '../../../../domain/orders/schemas';
import { newCustomerRequiredFields } from '../../../../domain/orders/validation';
import { disabledTags, type TypedTag } from '../../../../domain/tags/exclusivity';
import type { OrderDraft, OrderFields } from '../hooks/useOrderDraft';

export interface CustomerTabOptions {
  /** The signed-in user first, then users with a rep code. */
  users: { id: string; displayName: string; repCode: string | null }[];
  /** The states a new customer may be in: the user's (every state when the user has no restriction). */
  states: readonly string[];
  repCodes: string[];
  priceLevels: { listId: string; name: string }[];
  terms: string[];
  forms: string[];
  orderTags: TypedTag[];
}

const newCustomerFields: readonly (readonly [keyof NewCustomerInfo, string, number])[] = [
  ['name', 'Customer Name', orderLimits.name],
  ['street', 'Street Address', orderLimits.street],
  ['street2', 'Street Address 2', orderLimits.street],
  ['city', 'City', orderLimits.city],
  ['zip', 'ZipCode', orderLimits.zip],
  ['firstName', 'Contact First Name', orderLimits.firstName],
  ['lastName', 'Contact Last Name', orderLimits.lastName],
  ['phone', 'Contact Phone', orderLimits.phone],
  ['email', 'Contact Email', orderLimits.email],
];
const required = new Set(newCustomerRequiredFields.map(([field]) => field));

function NewCustomerFields({
  value,
  states,
  onChange,
}: {
  value: NewCustomerInfo;
  states: readonly string[];
  onChange(v: NewCustomerInfo): void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {newCustomerFields.map(([field, label, max]) => (
        <TextInput
          key={field}
          label={label}
          withAsterisk={required.has(field)}
          maxLength={max}
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          value={value[field]}
          onChange={(e) => onChange({ ...value, [field]: e.currentTarget.value })}
        />
      ))}
      <Select
        label="State"
        withAsterisk
        data={[...states]}
        value={value.state || null}
        onChange={(state) => onChange({ ...value, state: state ?? '' })}
        searchable
      />
    </SimpleGrid>
  );
}

/** Who the order is for and how: customer, user, rep code, type, price level, terms, form, tags, instructions. */
export function CustomerTab({
  draft,
  update,
  options,
  customerPicker,
  customerDefaults,
  attachments,
}: {
  draft: OrderFields;
  update(patch: Partial<OrderDraft>): void;
  options: CustomerTabOptions;
  customerPicker: ReactNode;
  /** The chosen customer's price level and terms (shown as the defaults). */
  customerDefaults: { priceLevelName: string | null; termsName: string | null } | null;
  attachments: ReactNode;
}) {
  const blocked = disabledTags(options.orderTags, draft.orderTags);
  const defaultTerms = draft.newCustomer ? newCustomerDefaultTerms : customerDefaults?.termsName;
  return (
    <Stack>
      <SegmentedControl
        data={['Current Customer', 'New Customer']}
        value={draft.newCustomer ? 'New Customer' : 'Current Customer'}
        onChange={(v) => update({ newCustomer: v === 'New Customer', priceLevelListId: null, terms: null })}
      />
      {draft.newCustomer ? (
        <NewCustomerFields
          value={draft.newCustomerInfo}
          states={options.states}
          onChange={(newCustomerInfo) => update({ newCustomerInfo })}
        />
      ) : (
        customerPicker
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Select
          label="User"
          data={options.users.map((u) => ({ value: u.id, label: u.displayName }))}
          value={draft.authorId ?? options.users[0]?.id ?? null}
          onChange={(authorId) => {
            // the order is taken for that user: their rep code comes with them
            const repCode = options.users.find((u) => u.id === authorId)?.repCode;
            update(repCode ? { authorId, repCode } : { authorId });
          }}
          allowDeselect={false}
          searchable
        />
        <Select
          label="Rep Code"
          withAsterisk
          data={options.repCodes}
          value={draft.repCode || null}
          onChange={(repCode) => update({ repCode: repCode ?? '' })}
          searchable
        />
        <Select
          label="Order Type"
          withAsterisk
          data={[...orderTypes]}
          value={draft.orderType || null}
          onChange={(orderType) => update({ orderType: (orderType ?? '') as OrderType | '' })}
        />
        <Select
          label="Price Level"
          data={[
            { value: '', label: `Customer default (${customerDefaults?.priceLevelName ?? '0%'})` },
            ...options.priceLevels.map((l) => ({ value: l.listId, label: l.name })),
          ]}
          value={draft.priceLevelListId ?? ''}
          onChange={(v) => update({ priceLevelListId: v || null })}
          allowDeselect={false}
        />
        <Select
          label="Terms"
          data={[
            { value: '', label: `Default (${defaultTerms ?? 'none'})` },
            ...[...new Set([newCustomerDefaultTerms, ...options.terms])].map((t) => ({ value: t, label: t })),
          ]}
          value={draft.terms ?? ''}
          onChange={(v) => update({ terms: v || null })}
          allowDeselect={false}
        />
        <Select
          label="Order Form"
          data={options.forms}
          value={draft.orderFormType || null}
          onChange={(v) => v && update({ orderFormType: v, quantities: {} })}
          allowDeselect={false}
        />
        <MultiSelect
          label="Order Tags"
          data={options.orderTags.map((t) => ({
            value: t.label,
            label: t.label,
            disabled: blocked.has(t.label),
          }))}
          value={draft.orderTags}
          onChange={(orderTags) => update({ orderTags })}
          clearable
        />
        <NumberInput
          label="Multiply order"
          description={`Submit ${multiplyOrderMin} to ${multiplyOrderMax} equal orders`}
          min={multiplyOrderMin}
          max={multiplyOrderMax}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          hideControls
          inputMode="numeric"
          value={draft.multiplyOrder}
          onChange={(v) => update({ multiplyOrder: typeof v === 'number' && v >= 1 ? v : 1 })}
        />
      </SimpleGrid>
      <Textarea
        label="Order Instructions"
        autosize
        minRows={3}
        maxLength={orderLimits.instructions}
        value={draft.instructions}
        onChange={(e) => update({ instructions: e.currentTarget.value })}
        description={
          <Text span size="xs" c="dimmed" data-testid="instructions-count">
            {draft.instructions.length}/{orderLimits.instructions}
          </Text>
        }
      />
      {attachments}
    </Stack>
  );
}
