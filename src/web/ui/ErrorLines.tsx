import { Alert, Stack, Text } from '@mantine/core';

/** What went wrong as starred lines: a zod result's issues, or a server message (one line each). */
export function linesOf(error: unknown): string[] {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split('\n').filter((l) => l.trim());
  return lines.map((l) => (l.startsWith('*') ? l : `* ${l}`));
}

/** A form's problems in one alert, each line starting with '*' (orders-and-records.md §5). */
export function ErrorLines({
  lines,
  title = 'Please fix the following',
}: {
  lines: string[];
  title?: string;
}) {
  if (lines.length === 0) return null;
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap={2}>
        {lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
