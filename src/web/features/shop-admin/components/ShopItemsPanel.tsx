import { Accordion, Button, Group, Image, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { shopItemDescriptionSchema } from '../../../../domain/shop/contract';
import { shopTextMax } from '../../../../domain/settings/shopPortal';
import { ErrorLines, linesOf } from '../../../ui/ErrorLines';
import { EmptyState, ErrorState, Loading } from '../../../ui/PageState';
import type { ShopItem } from '../api/shop-admin';
import { useDescribeShopItem, useShopItems } from '../hooks/useShopAdmin';

/** How many items the list shows before the search narrows it (392 at scale 30). */
const shownAtOnce = 60;

function DescriptionForm({ item }: { item: ShopItem }) {
  const [text, setText] = useState(item.description ?? '');
  const [lines, setLines] = useState<string[]>([]);
  const describe = useDescribeShopItem();
  const save = () => {
    const result = shopItemDescriptionSchema.safeParse({ description: text });
    if (!result.success) return setLines(result.error.issues.map((i) => i.message));
    setLines([]);
    describe.mutate(
      { listId: item.listId, ...result.data },
      { onError: (error) => setLines(linesOf(error)) },
    );
  };
  return (
    <Stack gap="xs">
      <ErrorLines lines={lines} />
      <Textarea
        label="Description for the shops"
        description={`Empty: QuickBooks' own (${item.salesDesc || 'none'})`}
        autosize
        minRows={2}
        maxLength={shopTextMax}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button onClick={save} loading={describe.isPending}>
          Save description
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Admin → Items: each item's description and photo for the shops. The photos are the item's
 * attachments, listed by the page's `photos` (the newest image is the one the shops see).
 */
export function ShopItemsPanel({ photos }: { photos: (listId: string) => ReactNode }) {
  const items = useShopItems();
  const [search, setSearch] = useState('');
  if (items.isPending) return <Loading />;
  if (!items.data) return <ErrorState error={items.error} />;
  const needle = search.trim().toLowerCase();
  const found = items.data.filter((item) => `${item.name} ${item.brand}`.toLowerCase().includes(needle));
  return (
    <Stack>
      <TextInput
        label="Find an item"
        placeholder="Name or brand"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {found.length === 0 && <EmptyState>No item matches</EmptyState>}
      {found.length > shownAtOnce && (
        <Text size="sm" c="dimmed">
          The first {shownAtOnce} of {found.length}: narrow the search to see the others.
        </Text>
      )}
      <Accordion variant="separated">
        {found.slice(0, shownAtOnce).map((item) => (
          <Accordion.Item key={item.listId} value={item.listId}>
            <Accordion.Control>
              <Group wrap="nowrap">
                {item.photo && <Image src={item.photo.url} alt="" w={40} h={40} fit="contain" />}
                <div>
                  <Text fw={600}>{item.name}</Text>
                  <Text size="sm" c="dimmed">
                    {item.brand}
                    {item.isActive ? '' : ' · inactive'}
                    {item.description ? ' · described' : ''}
                  </Text>
                </div>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack>
                <DescriptionForm item={item} />
                {photos(item.listId)}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
