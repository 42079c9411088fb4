import { Button, Group, Text } from '@mantine/core';
import { IconMapPinCheck, IconMapPinOff } from '@tabler/icons-react';
import { failureWithReason, useAnnounce } from '../../../ui/Announcer';
import { askPosition } from '../lib/position';
import { useCheckIn, useCheckOut, useCurrentVisit, type CheckInTarget } from '../hooks/useVisits';

/** How long a check-in waits for the phone's position before it goes without one. */
const positionWaitMs = 4_000;

const positionOrNone = () =>
  Promise.race([
    askPosition().catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), positionWaitMs)),
  ]);

/**
 * "Check in" at a customer, or "Check out" of the visit open there. A visit open at another
 * customer is ended by the server when this one starts (decision 0221); the button says so.
 */
export function CheckInButton({ target, compact = false }: { target: CheckInTarget; compact?: boolean }) {
  const current = useCurrentVisit();
  const checkIn = useCheckIn();
  const checkOut = useCheckOut();
  const announce = useAnnounce();
  const open = current.data?.visit ?? null;
  const here = open?.customerId === target.customerId;
  const busy = checkIn.isPending || checkOut.isPending;
  const failed = (what: string) => (error: Error) => announce.error(failureWithReason(what, error));
  const problem = checkIn.error ?? checkOut.error;
  const problemText = problem && (
    <Text size="sm" c="red.8" role="alert">
      {failureWithReason(
        checkIn.error ? 'The check-in was not saved' : 'The check-out was not saved',
        problem,
      )}
    </Text>
  );
  if (here && open)
    return (
      <Group gap="xs" wrap="wrap">
        <Button
          mih={44}
          color="orange"
          leftSection={<IconMapPinOff size={18} />}
          loading={busy}
          onClick={() =>
            checkOut.mutate(open, {
              onSuccess: (outcome) =>
                announce(
                  outcome.state === 'sent'
                    ? 'Checked out.'
                    : 'Checked out on this device; it will be sent when online.',
                ),
              onError: failed('The check-out was not saved'),
            })
          }
        >
          Check out
        </Button>
        {!compact && (
          <Text size="sm" c="dimmed" data-testid="visit-open">
            Checked in since{' '}
            {new Date(open.startedAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}
          </Text>
        )}
        {problemText}
      </Group>
    );
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        mih={44}
        variant={compact ? 'light' : 'filled'}
        color="teal"
        leftSection={<IconMapPinCheck size={18} />}
        loading={busy}
        title={open ? `Your visit at ${open.customerName} ends when you check in here` : undefined}
        onClick={() =>
          void positionOrNone().then((position) =>
            checkIn.mutate(
              { target, position },
              {
                onSuccess: (outcome) =>
                  announce(
                    outcome.state === 'sent'
                      ? `Checked in at ${target.customerName}.`
                      : `Checked in at ${target.customerName} on this device; it will be sent when online.`,
                  ),
                onError: failed('The check-in was not saved'),
              },
            ),
          )
        }
      >
        Check in
      </Button>
      {problemText}
    </Group>
  );
}
