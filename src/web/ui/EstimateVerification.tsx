import { Anchor, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { EstimateVerification as Verification } from '../../domain/shop/estimates';
import { ErrorState } from './PageState';

/**
 * A signed estimate's check (decision 0340), the same for the company and the shop: the SHA-256
 * recorded when the estimate was sent, the stored unsigned PDF hashed again by the server, and the
 * unsigned PDF itself, so anyone can hash it on their own.
 */
export function EstimateVerification({
  recordedSha256,
  verify,
  unsignedUrl,
}: {
  recordedSha256: string;
  verify(): Promise<Verification>;
  unsignedUrl: string;
}) {
  const check = useMutation({ mutationFn: verify });
  return (
    <Stack gap={4}>
      <Text size="sm">SHA-256 of the unsigned estimate PDF:</Text>
      <Code data-testid="estimate-recorded-hash" style={{ overflowWrap: 'anywhere' }}>
        {recordedSha256}
      </Code>
      <Group gap="sm">
        <Button size="compact-sm" variant="light" loading={check.isPending} onClick={() => check.mutate()}>
          Verify
        </Button>
        <Anchor size="sm" href={unsignedUrl} target="_blank" rel="noopener">
          Download the unsigned PDF
        </Anchor>
      </Group>
      {check.error && <ErrorState error={check.error} />}
      {check.data && (
        <Stack gap={2} data-testid="estimate-verification">
          <Text size="sm">The stored unsigned PDF ({check.data.size} bytes) hashed now:</Text>
          <Code style={{ overflowWrap: 'anywhere' }} data-testid="estimate-computed-hash">
            {check.data.computedSha256}
          </Code>
          <Text size="sm" fw={600} c={check.data.matches ? 'green.8' : 'red.8'} role="status">
            {check.data.matches
              ? 'Verified: the hashes match.'
              : 'The hashes differ: the stored PDF is not the one sent.'}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
