import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  emptySignatureMessage,
  estimateChangedMessage,
  estimateStatusWords,
  signEstimateSchema,
  type ShopEstimate,
} from '../../../../domain/shop/estimates';
import { formatCents } from '../../../ui/figures/format';
import { EstimateVerification } from '../../../ui/EstimateVerification';
import {
  estimatePdfUrl,
  fetchShopEstimates,
  shopEstimatesKey,
  signedEstimatePdfUrl,
  signShopEstimate,
  verifyShopEstimate,
} from '../api/estimates';
import { ShopLink } from '../lib/navigation';
import { SignaturePadField } from './SignaturePadField';
import { ShopError, ShopLoading } from './ShopUi';

const colorOf = { sent: 'blue', signed: 'green', changed: 'orange' } as const;
const day = (at: string) => new Date(at).toLocaleDateString('en-US');

/** Read, type the name, draw, sign: the form is checked by the route's own schema first. */
function SignForm({ estimate }: { estimate: ShopEstimate }) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ name?: string; signature?: string }>({});
  const sign = useMutation({
    mutationFn: (body: { name: string; signature: string }) => signShopEstimate(estimate.id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: shopEstimatesKey }),
  });
  const submit = () => {
    const parsed = signEstimateSchema.safeParse({ name, signature: signature ?? '' });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setProblems({
        name: issues.find((i) => i.path[0] === 'name')?.message,
        signature: signature ? issues.find((i) => i.path[0] === 'signature')?.message : emptySignatureMessage,
      });
      return;
    }
    setProblems({});
    sign.mutate(parsed.data);
  };
  return (
    <Stack gap="sm">
      <TextInput
        label="Your name"
        required
        autoComplete="name"
        value={name}
        error={problems.name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <SignaturePadField onChange={setSignature} error={problems.signature} />
      <Text size="xs" c="gray.7">
        Signing records your name, the time, your email and your IP address on a last page of the estimate.
      </Text>
      <Group>
        <Button onClick={submit} loading={sign.isPending}>
          Sign the estimate
        </Button>
      </Group>
      {sign.error && <ShopError error={sign.error} />}
    </Stack>
  );
}

function EstimateCard({ estimate }: { estimate: ShopEstimate }) {
  return (
    <Card withBorder padding="sm" data-testid="shop-estimate">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">
            Sent by {estimate.sentByName} on {day(estimate.sentAt)} · {formatCents(estimate.totalCents)}
          </Text>
          <Badge color={colorOf[estimate.state]} variant="light" data-testid="shop-estimate-status">
            {estimateStatusWords(estimate, estimate.signedAt ? day(estimate.signedAt) : '')}
          </Badge>
        </Group>
        <Group gap="md">
          <Anchor href={estimatePdfUrl(estimate.id)} target="_blank" rel="noopener">
            Read the estimate (PDF)
          </Anchor>
          {estimate.state === 'signed' && (
            <Anchor href={signedEstimatePdfUrl(estimate.id)} target="_blank" rel="noopener">
              The signed estimate (PDF)
            </Anchor>
          )}
        </Group>
        {estimate.state === 'changed' && (
          <Alert color="orange" p="xs">
            {estimateChangedMessage}
          </Alert>
        )}
        {estimate.state === 'sent' && <SignForm estimate={estimate} />}
        {estimate.state === 'signed' && (
          <EstimateVerification
            recordedSha256={estimate.unsignedSha256}
            verify={() => verifyShopEstimate(estimate.id)}
            unsignedUrl={estimatePdfUrl(estimate.id)}
          />
        )}
      </Stack>
    </Card>
  );
}

/** `/shop/estimates`: the estimates the shop's rep sent for signature, newest first. */
export function ShopEstimates() {
  const estimates = useQuery({ queryKey: shopEstimatesKey, queryFn: fetchShopEstimates });
  return (
    <Stack gap="md">
      <Anchor component={ShopLink} to="/shop" size="sm">
        Back to the shop
      </Anchor>
      <Title order={2}>Estimates to sign</Title>
      {estimates.isPending ? (
        <ShopLoading />
      ) : estimates.error ? (
        <ShopError error={estimates.error} />
      ) : !estimates.data.estimates.length ? (
        <Text c="gray.7">No estimates were sent to you for signature.</Text>
      ) : (
        estimates.data.estimates.map((estimate) => <EstimateCard key={estimate.id} estimate={estimate} />)
      )}
    </Stack>
  );
}
