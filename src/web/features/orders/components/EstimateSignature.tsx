import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconSignature } from '@tabler/icons-react';
import { estimateStatusWords } from '../../../../domain/shop/estimates';
import { EstimateVerification } from '../../../ui/EstimateVerification';
import { ErrorState } from '../../../ui/PageState';
import {
  fetchOrderEstimate,
  orderEstimateKey,
  sendEstimateForSignature,
  unsignedEstimateUrl,
  verifyOrderEstimate,
} from '../api/estimate-signature';

const colorOf = { sent: 'blue', signed: 'green', changed: 'orange' } as const;

const day = (at: string) => new Date(at).toLocaleDateString('en-US');

/**
 * The order's estimate for signature (issue 48, decision 0340): "Send for signature" for those who
 * may change the order, the request's state in words, who signed it, from where, and its check.
 * The PDF is drawn here from the saved order (`renderEstimate`, the same estimate the order page
 * downloads) and stored once by the server.
 */
export function EstimateSignature({
  orderId,
  renderEstimate,
}: {
  orderId: string;
  renderEstimate(): Promise<Blob>;
}) {
  const client = useQueryClient();
  const current = useQuery({
    queryKey: orderEstimateKey(orderId),
    queryFn: () => fetchOrderEstimate(orderId),
  });
  const send = useMutation({
    mutationFn: async () => sendEstimateForSignature(orderId, await renderEstimate()),
    onSuccess: () => client.invalidateQueries({ queryKey: orderEstimateKey(orderId) }),
  });
  const estimate = current.data?.estimate ?? null;
  if (!current.data || (!estimate && !current.data.canSend)) return null;
  return (
    <Paper withBorder p="md" mb="md" data-testid="estimate-signature">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Estimate signature
          </Title>
          {estimate && (
            <Badge color={colorOf[estimate.state]} variant="light" data-testid="estimate-status">
              {estimateStatusWords(estimate, estimate.signedAt ? day(estimate.signedAt) : '')}
            </Badge>
          )}
        </Group>
        {estimate && (
          <Text size="sm" c="gray.7">
            Sent by {estimate.sentByName} on {day(estimate.sentAt)}
            {estimate.signerEmail && ` · signed as ${estimate.signerEmail} from ${estimate.signerIp ?? ''}`}
          </Text>
        )}
        {estimate?.state === 'changed' && (
          <Alert color="orange" p="xs">
            The order changed after its estimate was sent: send it again for a new signature.
          </Alert>
        )}
        {estimate && (
          <EstimateVerification
            recordedSha256={estimate.unsignedSha256}
            verify={() => verifyOrderEstimate(orderId)}
            unsignedUrl={unsignedEstimateUrl(orderId)}
          />
        )}
        {current.data.canSend && (
          <Group>
            <Button
              leftSection={<IconSignature size={16} />}
              loading={send.isPending}
              onClick={() => send.mutate()}
            >
              {estimate?.state === 'changed' || estimate?.state === 'sent'
                ? 'Send again for signature'
                : 'Send for signature'}
            </Button>
          </Group>
        )}
        {send.error && <ErrorState error={send.error} />}
      </Stack>
    </Paper>
  );
}
