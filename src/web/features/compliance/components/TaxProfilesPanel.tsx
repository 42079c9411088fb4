import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { taxKindLabels, type TaxProfileFields } from '../../../../domain/compliance/item-profiles';
import { fromCents } from '../../../../domain/money/money';
import { ResponsiveTable, type TableColumn } from '../../../ui/ResponsiveTable';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import type { BrandTaxProfile, ItemTaxProfile } from '../api/compliance';
import { useTaxProfiles } from '../hooks/useCompliance';
import { TaxProfileForm } from './TaxProfileForm';

/** How a missing field is named in the Gaps column. */
const fieldLabels: Record<keyof TaxProfileFields, string> = {
  kind: 'what it is',
  cigarsPerUnit: 'cigars per unit',
  poundsPerThousand: 'weight',
  ouncesPerUnit: 'ounces',
  handmade: 'handmade',
  wholeLeafWrapper: 'wrapper',
  nonTobaccoIngredients: 'ingredients',
  listPriceCents: 'list price',
  wholesalePriceCents: 'wholesale price',
};
const dollars = (cents: number | null) => (cents === null ? '—' : `$${fromCents(cents).toFixed(2)}`);
const kindOf = (fields: TaxProfileFields | null) => (fields?.kind ? taxKindLabels[fields.kind] : '—');
/** A page of rows at a time: the catalog runs to hundreds of items. */
const pageSize = 100;

type Editing = { scope: 'brand'; brand: BrandTaxProfile } | { scope: 'item'; item: ItemTaxProfile };

/**
 * The items' tax attributes (issue 46, part 4): set by brand (every item of it) or by item, every
 * active item listed with what it resolves to, and the Gaps: the items that still lack what excise
 * tax needs, so nothing is silently untaxed.
 */
export function TaxProfilesPanel() {
  const profiles = useTaxProfiles();
  // An order's "Excise not computed" links here with the item (decision 0344): ?show=gaps&q=<item>.
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<'all' | 'gaps'>(params.get('show') === 'gaps' ? 'gaps' : 'all');
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [shown, setShown] = useState(pageSize);
  const [editing, setEditing] = useState<Editing | null>(null);
  const brandsByName = useMemo(
    () => new Map((profiles.data?.brands ?? []).map((b) => [b.brand, b])),
    [profiles.data],
  );

  if (profiles.isPending) return <Loading />;
  if (readFailed(profiles)) return <ErrorState error={profiles.error} />;
  const { items, brands, gapCount } = profiles.data;
  const needle = search.trim().toLowerCase();
  const matches = (text: string | null) => (text ?? '').toLowerCase().includes(needle);
  const listed = items.filter(
    (item) =>
      (filter === 'all' || item.missing.length > 0) &&
      (!needle || matches(item.name) || matches(item.brand) || matches(item.salesDesc)),
  );

  const brandColumns: TableColumn<BrandTaxProfile>[] = [
    // Three columns: a table still, on a phone.
    { label: 'Brand', value: (b) => `${b.brand} (${b.itemCount} ${b.itemCount === 1 ? 'item' : 'items'})` },
    { label: 'What it is', value: (b) => kindOf(b.fields) },
    {
      label: 'Set',
      value: (b) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => setEditing({ scope: 'brand', brand: b })}
          aria-label={`Set brand ${b.brand}`}
        >
          Set for brand
        </Button>
      ),
    },
  ];
  const itemColumns: TableColumn<ItemTaxProfile>[] = [
    { label: 'Item', nowrap: true, value: (i) => i.name },
    { label: 'Description', value: (i) => i.salesDesc ?? '', fullWidthInCard: true },
    { label: 'Brand', value: (i) => i.brand },
    { label: 'What it is', value: (i) => kindOf(i.resolved) },
    { label: 'Cigars', numeric: true, value: (i) => i.resolved.cigarsPerUnit ?? '—' },
    { label: 'Lb per 1,000', numeric: true, value: (i) => i.resolved.poundsPerThousand ?? '—' },
    { label: 'List', numeric: true, value: (i) => dollars(i.resolved.listPriceCents) },
    { label: 'Wholesale', numeric: true, value: (i) => dollars(i.resolved.wholesalePriceCents) },
    {
      label: 'Lacks',
      value: (i) =>
        i.missing.length === 0 ? (
          '—'
        ) : (
          <Text span size="sm" c="red.8" fw={600}>
            {i.missing.map((field) => fieldLabels[field]).join(', ')}
          </Text>
        ),
    },
    {
      label: 'Set',
      value: (i) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => setEditing({ scope: 'item', item: i })}
          aria-label={`Set item ${i.name}`}
        >
          Set for item
        </Button>
      ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          Items
        </Title>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Find an item"
            placeholder="Name, brand or description"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <SegmentedControl
            aria-label="Which items"
            value={filter}
            onChange={(value) => {
              setFilter(value as 'all' | 'gaps');
              setShown(pageSize);
            }}
            data={[
              { value: 'all', label: `All (${items.length})` },
              { value: 'gaps', label: `Gaps (${gapCount})` },
            ]}
          />
        </Group>
      </Group>
      <Text size="sm" c={gapCount ? 'red.8' : 'dimmed'} role="status">
        {gapCount === 0
          ? 'Every active item has what excise tax needs.'
          : `${gapCount} active ${gapCount === 1 ? 'item lacks' : 'items lack'} what excise tax needs: set it by brand or by item.`}
      </Text>
      {listed.length === 0 ? (
        <EmptyState>{filter === 'gaps' ? 'No gaps' : 'No items match'}</EmptyState>
      ) : (
        <ResponsiveTable
          label="Items"
          columns={itemColumns}
          rows={listed.slice(0, shown)}
          rowKey={(i) => i.listId}
          minWidth={900}
        />
      )}
      {listed.length > shown && (
        <Button variant="default" onClick={() => setShown(listed.length)} mih={44}>
          Show all {listed.length} items
        </Button>
      )}
      <Title order={2} size="h3">
        Brands
      </Title>
      <ResponsiveTable
        label="Brands"
        columns={brandColumns}
        rows={brands}
        rowKey={(b) => b.brand}
        minWidth={480}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.scope === 'brand' ? `Brand ${editing.brand.brand}` : `Item ${editing?.item.name ?? ''}`
        }
        size="lg"
      >
        {editing?.scope === 'brand' && (
          <TaxProfileForm
            scope="brand"
            profileKey={editing.brand.brand}
            fields={editing.brand.fields}
            onDone={() => setEditing(null)}
          />
        )}
        {editing?.scope === 'item' && (
          <TaxProfileForm
            scope="item"
            profileKey={editing.item.listId}
            fields={editing.item.own}
            inherited={brandsByName.get(editing.item.brand)?.fields ?? null}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
