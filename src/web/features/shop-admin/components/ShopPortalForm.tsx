import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { fromCents, toCents } from '../../../../domain/money/money';
import {
  shopPortalSchema,
  shopTextMax,
  type ShopPortalSettings,
} from '../../../../domain/settings/shopPortal';
import { errorLines } from '../../../../domain/users/schemas';
import { ErrorLines, linesOf } from '../../../ui/ErrorLines';
import type { ShopItem } from '../api/shop-admin';
import { useSaveShopPortal } from '../hooks/useShopAdmin';

/**
 * Admin → Shop portal: on or off, the welcome text, what the shops may order (whole brands, and
 * single items besides), the minimum order in dollars (kept in cents), the payment instructions
 * and when stock reads "few left". Checked with the server's own schema before it is sent.
 */
export function ShopPortalForm({
  portal,
  updatedAt,
  items,
}: {
  portal: ShopPortalSettings;
  updatedAt: string | null;
  items: readonly ShopItem[];
}) {
  const [draft, setDraft] = useState({
    ...portal,
    minimumOrder: fromCents(portal.minimumOrderCents).toFixed(2),
  });
  const [lines, setLines] = useState<string[]>([]);
  const save = useSaveShopPortal();
  const brands = useMemo(() => [...new Set(items.map((item) => item.brand))].sort(), [items]);
  const itemOptions = useMemo(
    () =>
      items
        .filter((item) => item.isActive)
        .map((item) => ({ value: item.listId, label: `${item.name} (${item.brand})` })),
    [items],
  );
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { minimumOrder, ...rest } = draft;
    // Dollars as typed ("250", "1,250.50"); anything else is not a number, which the schema refuses.
    const dollars =
      minimumOrder.trim() === '' ? 0 : Number(minimumOrder.replaceAll(',', '').replace(/^\$/, ''));
    const minimumOrderCents = Number.isFinite(dollars) ? toCents(dollars) : Number.NaN;
    const result = shopPortalSchema.safeParse({ ...rest, minimumOrderCents });
    if (!result.success) {
      setLines(errorLines(result.error.issues.map((i) => ({ message: i.message }))));
      return;
    }
    setLines([]);
    save.mutate(result.data, { onError: (error) => setLines(linesOf(error)) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Shop portal">
      <Stack>
        <ErrorLines lines={lines} />
        <Switch
          label="Shops may sign in and order"
          checked={draft.enabled}
          onChange={(e) => set('enabled', e.currentTarget.checked)}
        />
        <Textarea
          label="Welcome text"
          description="Shown on the storefront's first screen"
          autosize
          minRows={2}
          maxLength={shopTextMax}
          value={draft.welcomeText}
          onChange={(e) => set('welcomeText', e.currentTarget.value)}
        />
        <MultiSelect
          label="Brands the shops may order"
          description="Every active item of these brands"
          data={brands}
          searchable
          clearable
          value={draft.brands}
          onChange={(value) => set('brands', value)}
        />
        <MultiSelect
          label="Single items besides"
          data={itemOptions}
          searchable
          clearable
          limit={50}
          value={draft.items}
          onChange={(value) => set('items', value)}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Minimum order value"
            description="In dollars; 0 for none"
            inputMode="decimal"
            leftSection="$"
            value={draft.minimumOrder}
            onChange={(e) => set('minimumOrder', e.currentTarget.value)}
          />
          <NumberInput
            label="“Few left” at or below"
            description="Boxes free to sell; the shops never see the count"
            allowDecimal={false}
            value={draft.fewLeftAt}
            onChange={(value) => set('fewLeftAt', typeof value === 'number' ? value : Number.NaN)}
          />
        </Group>
        <Textarea
          label="Payment instructions"
          description="Shown where QuickBooks gives an invoice no payment link"
          autosize
          minRows={2}
          maxLength={shopTextMax}
          value={draft.paymentInstructions}
          onChange={(e) => set('paymentInstructions', e.currentTarget.value)}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {updatedAt ? `Last saved ${new Date(updatedAt).toLocaleString()}` : 'Using the default (off)'}
          </Text>
          <Button type="submit" loading={save.isPending}>
            Save shop portal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
