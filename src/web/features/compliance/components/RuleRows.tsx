import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { licenseKindLabels } from '../../../../domain/compliance/licenses';
import { permitKindLabels } from '../../../../domain/compliance/permits';
import { when } from '../../../lib/when';
import type { LicenseRuleRow, RuleRow } from '../api/compliance';
import type { useWithdrawLicenseRule } from '../hooks/useCompliance';
import { touchLinkStyle } from '../../../ui/touch';

type Standing = 'in-force' | 'past' | 'future' | 'withdrawn';
const badges: Record<Standing, { label: string; color: string }> = {
  'in-force': { label: 'In force today', color: 'green' },
  past: { label: 'Past', color: 'gray' },
  future: { label: 'Not yet in force', color: 'blue' },
  withdrawn: { label: 'Withdrawn', color: 'red' },
};

export function standingOf(row: RuleRow, inForceId: string | null, today: string): Standing {
  if (row.withdrawnAt) return 'withdrawn';
  if (row.id === inForceId) return 'in-force';
  return row.effectiveFrom > today ? 'future' : 'past';
}

/** What a licensing rule asks, in words: the retailer's licenses and whom the company may sell to. */
export function licenseRequirements(row: LicenseRuleRow): string {
  const needs = row.retailerNeeds.length
    ? `A retailer needs: ${row.retailerNeeds.map((kind) => licenseKindLabels[kind].toLowerCase()).join(', ')}.`
    : 'A retailer needs no license for Humidor to check.';
  const sale =
    row.directSale.kind === 'open'
      ? 'The company may sell to any shop.'
      : `Without a ${permitKindLabels[row.directSale.permitKind].toLowerCase()} here, the company may sell only to permitted distributors.`;
  return `${needs} ${sale}`;
}

/**
 * One state's rows of a topic, oldest first, each with its standing, what it asks in words
 * (`details`), its source and who added it; `withdraw` is the topic's.
 */
export function RuleRows<R extends RuleRow>({
  rows,
  inForceId,
  today,
  details,
  withdraw,
}: {
  rows: R[];
  inForceId: string | null;
  today: string;
  details?: (row: R) => string;
  withdraw: ReturnType<typeof useWithdrawLicenseRule>;
}) {
  return (
    <Stack gap="xs">
      {rows.map((row) => {
        const standing = standingOf(row, inForceId, today);
        return (
          <Paper key={row.id} withBorder p="sm" radius="md" aria-label={`Rule from ${row.effectiveFrom}`}>
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
                <Group gap="xs">
                  <Text fw={600}>From {row.effectiveFrom}</Text>
                  <Badge color={badges[standing].color} variant="light">
                    {badges[standing].label}
                  </Badge>
                </Group>
                <Text size="sm">{row.summary}</Text>
                {details && (
                  <Text size="sm" c="dimmed">
                    {details(row)}
                  </Text>
                )}
                <Text size="sm">
                  Source:{' '}
                  {row.source.url ? (
                    <Anchor href={row.source.url} target="_blank" rel="noreferrer" style={touchLinkStyle}>
                      {row.source.citation}
                    </Anchor>
                  ) : (
                    row.source.citation
                  )}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.origin === 'shipped'
                    ? 'Shipped with Humidor'
                    : `Added by ${row.recordedByName ?? 'an admin'}, ${when(row.recordedAt)}`}
                  {row.withdrawnAt ? ` · withdrawn ${when(row.withdrawnAt)}` : ''}
                </Text>
              </Stack>
              {row.origin === 'admin' && standing === 'future' && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={withdraw.isPending && withdraw.variables === row.id}
                  onClick={() =>
                    modals.openConfirmModal({
                      title: 'Withdraw rule row',
                      children: `Withdraw the row from ${row.effectiveFrom}? It never takes effect; it stays listed as withdrawn.`,
                      labels: { confirm: 'Withdraw', cancel: 'Cancel' },
                      confirmProps: { color: 'red' },
                      onConfirm: () => withdraw.mutate(row.id),
                    })
                  }
                >
                  Withdraw
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
