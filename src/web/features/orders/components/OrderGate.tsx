import { Alert, Anchor, Button, List, Stack, Text, Textarea } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useState } from 'react';
import type { GateReason } from '../../../../domain/compliance/gate';
import { gateOverrideReasonSchema } from '../../../../domain/orders/gate-override';
import { ErrorState } from '../../../ui/PageState';
import type { OrderGate } from '../api/orders';
import { useOverrideGate, type OrderGateState } from '../hooks/useOrderGate';
import { formatDate } from '../lib/format';

/** Each reason in the rule's words, with a link to the statute or page it follows. */
function GateReasonList({ reasons }: { reasons: readonly GateReason[] }) {
  return (
    <List size="sm" spacing={4}>
      {reasons.map((reason) => (
        <List.Item key={reason.code + reason.message}>
          <Text component="span" size="sm">
            {reason.message}
          </Text>
          {reason.url && (
            <>
              {' '}
              <Anchor href={reason.url} target="_blank" rel="noopener noreferrer" size="sm">
                Read {reason.citation}
              </Anchor>
            </>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** Whether the written reason is one the server takes (the same schema). */
export const overrideReasonProblem = (reason: string) => {
  const parsed = gateOverrideReasonSchema.safeParse(reason);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Write why');
};

export const gateFieldId = 'order-gate';

/**
 * The gate on the order form (decision 0298): while the customer is being chosen, the refusal in
 * the rule's words before Submit; for an admin, the reason to let this one order through.
 */
export function OrderFormGate({
  gate,
  canOverride,
  reason,
  onReason,
}: {
  gate: OrderGateState;
  canOverride: boolean;
  reason: string;
  onReason(reason: string): void;
}) {
  if (gate.status === 'idle') return null;
  if (gate.status === 'loading')
    return (
      <Text size="sm" c="dimmed" mb="md" data-testid="order-gate-loading">
        Checking the licensing rules for this customer…
      </Text>
    );
  if (gate.status === 'error')
    return (
      <Alert
        color="yellow"
        mb="md"
        title="The licensing rules could not be read"
        data-testid="order-gate-error"
      >
        {gate.error.message} The server checks the order when it is sent.
      </Alert>
    );
  if (gate.decision.allowed) return null;
  return (
    <Alert
      id={gateFieldId}
      color="red"
      mb="md"
      role="alert"
      icon={<IconShieldX size={18} />}
      title="This order cannot be submitted"
      data-testid="order-gate"
    >
      <Stack gap="xs">
        <GateReasonList reasons={gate.decision.reasons} />
        {canOverride ? (
          <Textarea
            label="Let this order through"
            description="As an admin you may let this one order go. Write why: it is kept in the order's history and shown on it."
            value={reason}
            onChange={(event) => onReason(event.currentTarget.value)}
            error={reason.trim() ? overrideReasonProblem(reason) : null}
            autosize
            minRows={2}
            maxLength={1000}
          />
        ) : (
          <Text size="sm">
            Submit stays off until the license or permit is recorded, or an admin lets the order through.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** The gate on an order's page: why it is held and, for an admin, letting it through; or who let it through. */
export function OrderGatePanel({
  orderId,
  gate,
  canOverride,
}: {
  orderId: string;
  gate: OrderGate;
  canOverride: boolean;
}) {
  const override = useOverrideGate(orderId);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = overrideReasonProblem(reason);
  return (
    <Stack gap="sm" mb="md">
      {gate.override && (
        <Alert
          color="blue"
          icon={<IconShieldCheck size={18} />}
          title="Let through the compliance gate"
          data-testid="order-gate-override"
        >
          Let through by {gate.override.byName} on {formatDate(gate.override.at)}: {gate.override.reason}
        </Alert>
      )}
      {gate.held && (
        <Alert
          color="red"
          role="alert"
          icon={<IconShieldX size={18} />}
          title="Held by the compliance gate: not sent to QuickBooks"
          data-testid="order-gate"
        >
          <Stack gap="xs">
            <GateReasonList reasons={gate.reasons} />
            {canOverride && (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  setTried(true);
                  if (!problem) override.mutate(reason);
                }}
              >
                <Stack gap="xs">
                  <Textarea
                    label="Why may this order go?"
                    value={reason}
                    onChange={(event) => setReason(event.currentTarget.value)}
                    error={tried ? problem : null}
                    autosize
                    minRows={2}
                    maxLength={1000}
                  />
                  {override.error && <ErrorState error={override.error} />}
                  <Button type="submit" loading={override.isPending} style={{ alignSelf: 'flex-start' }}>
                    Let this order through
                  </Button>
                </Stack>
              </form>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
