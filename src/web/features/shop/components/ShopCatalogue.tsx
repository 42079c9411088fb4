import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ShopCatalogueItem } from '../../../../domain/shop/contract';
import { formatCents } from '../../../ui/figures/format';
import type { ShopCatalogueAnswer } from '../api/orders';

const availabilityColors = { 'in stock': 'green', 'few left': 'yellow', 'out of stock': 'gray' } as const;

/** The catalogue by brand: photo, words, box count, availability in words and the shop's price. */
export function ShopCatalogue({
  catalogue,
  onAdd,
}: {
  catalogue: ShopCatalogueAnswer;
  onAdd: (item: ShopCatalogueItem) => void;
}) {
  if (!catalogue.brands.length) return <Text c="gray.7">Nothing is offered in the shop yet.</Text>;
  return (
    <Stack gap="lg">
      {catalogue.brands.map(({ brand, items }) => (
        <Stack key={brand} gap="xs">
          <Title order={3} size="h5">
            {brand}
          </Title>
          {items.map((item) => (
            <Card key={item.listId} withBorder padding="sm" data-testid={`shop-item-${item.listId}`}>
              <Group wrap="nowrap" align="flex-start">
                {item.photoUrl && (
                  <Image src={item.photoUrl} alt="" w={64} h={64} fit="contain" loading="lazy" />
                )}
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600}>{item.name}</Text>
                  {item.description && (
                    <Text size="sm" c="gray.7" lineClamp={2}>
                      {item.description}
                    </Text>
                  )}
                  <Group gap="xs">
                    <Text size="sm">Box of {item.boxCount}</Text>
                    <Badge color={availabilityColors[item.availability]} variant="light">
                      {item.availability}
                    </Badge>
                  </Group>
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Text fw={600}>{formatCents(item.priceCents)}</Text>
                  <Button
                    size="compact-sm"
                    disabled={item.availability === 'out of stock'}
                    onClick={() => onAdd(item)}
                    aria-label={`Add ${item.name}`}
                  >
                    Add
                  </Button>
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
