import { Alert, Group, List, Stack, Text, Title } from '@mantine/core';
import { stateNameOf } from '../../../../domain/constants/states';
import { exciseAddedCents, type OrderExcise } from '../../../../domain/orders/excise';
import { toCents } from '../../../../domain/money/money';
import { formatCents } from '../lib/format';
import { ItemTable } from './Figures';

type ExciseLine = OrderExcise['lines'][number];

/**
 * The excise tax an order carries (issue 46, part 4): where the company remits, each line's tax
 * with its arithmetic, the total and the order's total with it; where the purchaser remits, the
 * state's words; and every line Humidor could not tax, with what to set. The form's summary and the
 * order page show it alike.
 */
export function ExciseSummary({ excise, amount }: { excise: OrderExcise | null; amount: number }) {
  if (!excise) return null;
  const stateName = stateNameOf(excise.state) ?? excise.state;
  const source = excise.source ? ` — ${excise.source.citation}` : '';
  return (
    <Stack gap="xs" data-testid="order-excise">
      <Title order={3} size="h5">
        Excise tax ({stateName}
        {source})
      </Title>
      {excise.remitter === 'purchaser' && (
        <Text size="sm" data-testid="excise-purchaser">
          {excise.purchaserWords}
        </Text>
      )}
      {excise.remitter === 'company' && excise.lines.length > 0 && (
        <ItemTable<ExciseLine>
          testId="excise-lines"
          rows={excise.lines}
          rowKey={(line) => line.listId}
          itemLabel="Product"
          item={(line) => ({ item: line.name, description: line.explanation })}
          columns={[
            { label: 'Qty', value: (line) => line.qty },
            { label: 'Excise tax', value: (line) => formatCents(line.taxCents) },
          ]}
          card={(line) => `Excise tax ${formatCents(line.taxCents)}`}
        />
      )}
      {excise.remitter === 'company' && (
        <Group gap="xl">
          <Text size="sm">
            Excise tax total{' '}
            <Text span fw={600} data-testid="excise-total">
              {formatCents(excise.totalCents)}
            </Text>
          </Text>
          <Text size="sm">
            Order total with excise tax{' '}
            <Text span fw={600} data-testid="total-with-excise">
              {formatCents(toCents(amount) + exciseAddedCents(excise))}
            </Text>
          </Text>
        </Group>
      )}
      {excise.gaps.length > 0 && (
        <Alert color="orange" title="Excise tax not worked out" data-testid="excise-gaps">
          <List size="sm">
            {excise.gaps.map((gap) => (
              <List.Item key={gap.listId}>{gap.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
