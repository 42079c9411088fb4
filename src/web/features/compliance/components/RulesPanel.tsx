import { Button, Card, Group, Modal, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ruleInForce } from '../../../../domain/compliance/dated';
import { isPermitValidOn, permitKindLabels } from '../../../../domain/compliance/permits';
import { stateNameOf } from '../../../../domain/constants/states';
import { ErrorState, Loading, readFailed } from '../../../ui/PageState';
import type { CompanyPermit, ExciseRuleRow, LicenseRuleRow } from '../api/compliance';
import {
  useExciseRules,
  useLicenseRules,
  usePermits,
  useWithdrawExciseRule,
  useWithdrawLicenseRule,
} from '../hooks/useCompliance';
import { ExciseRuleForm } from './ExciseRuleForm';
import { RuleForm } from './RuleForm';
import { licenseRequirements, RuleRows } from './RuleRows';

interface StateView {
  state: string;
  rows: LicenseRuleRow[];
  inForce: LicenseRuleRow | undefined;
  excise: ExciseRuleRow[];
  exciseInForce: ExciseRuleRow | undefined;
  permits: CompanyPermit[];
}

/**
 * Every state with a rule or a permit: the licensing and the excise rule in force today, their past
 * and future rows, the permits held.
 */
function stateViews(
  rules: LicenseRuleRow[],
  excise: ExciseRuleRow[],
  permits: CompanyPermit[],
  today: string,
): StateView[] {
  const states = [
    ...new Set([...rules.map((r) => r.state), ...excise.map((r) => r.state), ...permits.map((p) => p.state)]),
  ];
  const standing = rules.filter((r) => !r.withdrawnAt);
  const standingExcise = excise.filter((r) => !r.withdrawnAt);
  return states
    .map((state) => ({
      state,
      rows: rules.filter((r) => r.state === state),
      inForce: ruleInForce(standing, state, today),
      excise: excise.filter((r) => r.state === state),
      exciseInForce: ruleInForce(standingExcise, state, today),
      permits: permits.filter((p) => p.state === state),
    }))
    .sort((a, b) => stateNameOf(a.state).localeCompare(stateNameOf(b.state)));
}

export function RulesPanel() {
  const rules = useLicenseRules();
  const excise = useExciseRules();
  const permits = usePermits();
  const withdrawLicense = useWithdrawLicenseRule();
  const withdrawExcise = useWithdrawExciseRule();
  const [shown, setShown] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [topic, setTopic] = useState<'license' | 'excise'>('license');
  const today = rules.data?.today ?? '';
  const views = useMemo(
    () => stateViews(rules.data?.rules ?? [], excise.data?.rules ?? [], permits.data ?? [], today),
    [rules.data, excise.data, permits.data, today],
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          Each state’s rules
        </Title>
        <Group align="flex-end" wrap="wrap">
          <Select
            label="State"
            placeholder="All states"
            clearable
            searchable
            data={views.map((v) => ({ value: v.state, label: `${stateNameOf(v.state)} (${v.state})` }))}
            value={shown}
            onChange={setShown}
            comboboxProps={{ withinPortal: true }}
          />
          <Button onClick={() => setAdding(true)} mih={44}>
            Add rule row
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Humidor decides from the rules it holds; the company stays responsible for keeping them current. A
        change in the law is a new dated row with its source: older rows stay, and orders dated before the
        change still follow them.
      </Text>
      {rules.isPending ? (
        <Loading />
      ) : readFailed(rules) ? (
        <ErrorState error={rules.error} />
      ) : (
        views
          .filter((v) => !shown || v.state === shown)
          .map((view) => (
            <Card
              key={view.state}
              withBorder
              padding="md"
              aria-label={stateNameOf(view.state)}
              component="section"
            >
              <Stack gap="sm">
                <Title order={3} size="h4">
                  {stateNameOf(view.state)} ({view.state})
                </Title>
                <Text size="sm">
                  {view.permits.length === 0
                    ? `The company holds no ${stateNameOf(view.state)} permit.`
                    : `Permits held: ${view.permits
                        .map(
                          (p) =>
                            `${permitKindLabels[p.kind]} ${p.number}${isPermitValidOn(p, today) ? '' : ' (not valid today)'}`,
                        )
                        .join('; ')}.`}
                </Text>
                {view.rows.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No licensing rule: orders here are not held.
                  </Text>
                ) : (
                  <Stack gap="xs" aria-label={`${stateNameOf(view.state)} licensing`} role="group">
                    <RuleRows
                      rows={view.rows}
                      inForceId={view.inForce?.id ?? null}
                      today={today}
                      details={licenseRequirements}
                      withdraw={withdrawLicense}
                    />
                  </Stack>
                )}
                {view.excise.length > 0 && (
                  <Stack gap="xs" aria-label={`${stateNameOf(view.state)} excise tax`} role="group">
                    <Title order={4} size="h5">
                      Excise tax
                    </Title>
                    <RuleRows
                      rows={view.excise}
                      inForceId={view.exciseInForce?.id ?? null}
                      today={today}
                      details={(row) =>
                        row.remitter === 'company'
                          ? 'The company collects and remits it.'
                          : 'The purchaser remits it; the order says so.'
                      }
                      withdraw={withdrawExcise}
                    />
                  </Stack>
                )}
              </Stack>
            </Card>
          ))
      )}
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add rule row" size="lg">
        {adding && (
          <Stack>
            <SegmentedControl
              aria-label="Rule topic"
              fullWidth
              value={topic}
              onChange={(value) => setTopic(value as 'license' | 'excise')}
              data={[
                { value: 'license', label: 'Licensing' },
                { value: 'excise', label: 'Excise tax' },
              ]}
            />
            {topic === 'license' ? (
              <RuleForm state={shown} onDone={() => setAdding(false)} />
            ) : (
              <ExciseRuleForm state={shown} onDone={() => setAdding(false)} />
            )}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
