import { Badge, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconNote, IconThumbDown, IconUserPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { prospectNoteMax } from '../../../../domain/prospects/contract';
import { useAnnounce } from '../../../ui/Announcer';
import type { Prospect } from '../api/prospects';
import { useChangeProspect } from '../hooks/useProspects';
import { ToCustomerForm } from './ToCustomerForm';

/** The prospect's history panel, which the page hands over: the prospects feature may not import history's. */
export type ProspectHistory = (prospectId: string) => ReactNode;

/**
 * One prospect: where it is, its hours and note, and what a rep does with it: a note, "not
 * interested", or the turn into a customer; below, its history (decision 0348). `lead` is what the
 * list puts first (Near me's miles).
 */
export function ProspectCard({
  prospect,
  lead,
  onClose,
  history,
}: {
  prospect: Prospect;
  lead?: ReactNode;
  onClose?(): void;
  history?: ProspectHistory;
}) {
  const [open, setOpen] = useState<'note' | 'customer' | null>(null);
  const [note, setNote] = useState(prospect.note ?? '');
  const change = useChangeProspect();
  const announce = useAnnounce();
  const where = [prospect.address, prospect.city, prospect.zip].filter(Boolean).join(', ');
  const saveNote = () =>
    change.mutate(
      { id: prospect.id, change: { note } },
      {
        onSuccess: () => {
          setOpen(null);
          announce(`The note on ${prospect.name} is saved.`);
        },
      },
    );
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="prospect-card"
      aria-label={`Prospect ${prospect.name}`}
      component="article"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={600}>
              {lead && (
                <Text span c="dimmed" mr={6}>
                  {lead}
                </Text>
              )}
              {prospect.name}
            </Text>
            <Text size="sm" c="dimmed">
              {where || prospect.state}
              {prospect.placedBy === 'zip' && ' (at its ZIP code’s centre)'}
            </Text>
          </Stack>
          <Badge variant="light" color="grape">
            Prospect
          </Badge>
        </Group>
        {(prospect.phone || prospect.hours || prospect.licenseNumber) && (
          <Text size="sm">
            {[
              prospect.phone && `Phone ${prospect.phone}`,
              prospect.hours && `Hours ${prospect.hours}`,
              prospect.licenseNumber && `License ${prospect.licenseNumber}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        {prospect.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="prospect-note">
            {prospect.note}
          </Text>
        )}
        {change.isError && (
          <Text size="sm" c="red" role="alert">
            {change.error.message}
          </Text>
        )}
        <Group gap="xs">
          <Button
            mih={44}
            variant="default"
            leftSection={<IconNote size={16} />}
            onClick={() => setOpen('note')}
          >
            Note
          </Button>
          <Button
            mih={44}
            variant="default"
            leftSection={<IconThumbDown size={16} />}
            loading={change.isPending && open === null}
            onClick={() =>
              change.mutate(
                { id: prospect.id, change: { status: 'not-interested' } },
                { onSuccess: () => announce(`${prospect.name} is marked not interested.`) },
              )
            }
          >
            Not interested
          </Button>
          <Button mih={44} leftSection={<IconUserPlus size={16} />} onClick={() => setOpen('customer')}>
            Turn into a customer
          </Button>
          {onClose && (
            <Button mih={44} variant="subtle" onClick={onClose}>
              Close
            </Button>
          )}
        </Group>
        {history?.(prospect.id)}
      </Stack>
      <Modal opened={open === 'note'} onClose={() => setOpen(null)} title={`Note on ${prospect.name}`}>
        <Stack gap="sm">
          <Textarea
            label="Note"
            autosize
            minRows={3}
            maxLength={prospectNoteMax}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button mih={44} loading={change.isPending} onClick={saveNote}>
              Save the note
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={open === 'customer'}
        onClose={() => setOpen(null)}
        title={`${prospect.name} as a customer`}
        size="lg"
      >
        <ToCustomerForm
          prospect={prospect}
          onDone={() => {
            setOpen(null);
            announce(`${prospect.name} is a customer now, waiting for QuickBooks.`);
            onClose?.();
          }}
        />
      </Modal>
    </Paper>
  );
}
