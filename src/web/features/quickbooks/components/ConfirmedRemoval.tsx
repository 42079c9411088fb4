import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';

/** A red button that asks first: removing a connection or disconnecting QuickBooks Online. */
export function ConfirmedRemoval(props: {
  label: string;
  title: string;
  question: string;
  loading: boolean;
  onConfirm: () => void;
}) {
  return (
    <Button
      color="red"
      variant="light"
      mih={44}
      loading={props.loading}
      onClick={() =>
        modals.openConfirmModal({
          title: props.title,
          children: props.question,
          labels: { confirm: props.label, cancel: 'Cancel' },
          confirmProps: { color: 'red' },
          onConfirm: props.onConfirm,
        })
      }
    >
      {props.label}
    </Button>
  );
}
