import { Alert, Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { stateNameOf } from '../../../../domain/constants/states';
import { exciseAddedCents, type OrderExcise } from '../../../../domain/orders/excise';
import type { DocumentExcise } from '../../../../domain/orders/excise-documents';
import { toCents } from '../../../../domain/money/money';
import { exciseGapFixPath } from '../lib/excise';
import { formatCents } from '../lib/format';
import { useCanFixExciseGaps } from './ExciseGapLinks';
import { ItemTable } from './Figures';

type ExciseLine = OrderExcise['lines'][number];

/**
 * The excise tax an order or an invoice carries (issue 46, part 4): where the company remits, each
 * line's tax with its arithmetic, the total and the document's total with it; where the purchaser
 * remits, the state's words; and every line Humidor could not tax, with what to set. The form's
 * summary, the order page and the invoice page show it alike. An invoice whose tax QuickBooks
 * already holds as its own line (decision 0302) shows that line's amount as included, never added.
 */
export function ExciseSummary({
  excise,
  amount,
  totalLabel = 'Order total with excise tax',
}: {
  excise: OrderExcise | DocumentExcise | null;
  /** The goods' total in dollars: the order's amount, the invoice's subtotal. */
  amount: number;
  totalLabel?: string;
}) {
  if (!excise) return null;
  const stateName = stateNameOf(excise.state) ?? excise.state;
  const carried = 'carriedByQuickBooks' in excise && excise.carriedByQuickBooks;
  const source = excise.source ? ` — ${excise.source.citation}` : carried ? ' — as invoiced' : '';
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
      {carried && (
        <Text size="sm">
          Excise tax, a line of this invoice (included in its subtotal){' '}
          <Text span fw={600} data-testid="excise-total">
            {formatCents(excise.totalCents)}
          </Text>
        </Text>
      )}
      {excise.remitter === 'company' && !carried && (
        <Group gap="xl">
          <Text size="sm">
            Excise tax total{' '}
            <Text span fw={600} data-testid="excise-total">
              {formatCents(excise.totalCents)}
            </Text>
          </Text>
          <Text size="sm">
            {totalLabel}{' '}
            <Text span fw={600} data-testid="total-with-excise">
              {formatCents(toCents(amount) + exciseAddedCents(excise))}
            </Text>
          </Text>
        </Group>
      )}
      {excise.gaps.length > 0 && <ExciseGaps gaps={excise.gaps} />}
    </Stack>
  );
}

/**
 * The lines Humidor could not tax, said on the order (decision 0344: the order may still be
 * submitted, the tax left out and said); for an admin each links to where it is fixed.
 */
function ExciseGaps({ gaps }: { gaps: OrderExcise['gaps'] }) {
  const canFix = useCanFixExciseGaps();
  return (
    <Alert color="orange" title="Excise not computed" data-testid="excise-gaps">
      <List size="sm">
        {gaps.map((gap) => {
          const fix = canFix ? exciseGapFixPath(gap) : null;
          return (
            <List.Item key={gap.listId}>
              {gap.message}
              {fix && (
                <>
                  {' '}
                  <Anchor component={Link} to={fix} size="sm">
                    Fix {gap.name}
                  </Anchor>
                </>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
