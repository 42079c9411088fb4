import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {/* A div: a subtitle may be a paragraph of its own (a <p> inside a <p> is not HTML). */}
        {subtitle && (
          <Text c="dimmed" component="div">
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
