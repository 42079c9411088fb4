import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { errorLines } from '../../../../domain/users/schemas';
import { ErrorLines, linesOf } from '../../../ui/ErrorLines';
import { DateField, StateSelect } from './fields';

/** What every topic's rule row carries, as the API takes it: where, from when, on whose word, in a sentence. */
export interface RuleRowCommon {
  state: string;
  effectiveFrom: string;
  source: { citation: string; url: string | null };
  summary: string;
}

/**
 * A new dated row of a state's rule, whatever its topic: a change in the law is a new row, never an
 * edit of an older one, and it needs its source (decision 0296). The fields every topic shares live
 * here, so the licensing and excise forms ask for them alike; each form adds its own between them
 * (`children`) and turns them into its input (`toInput`), checked by the same schema as the API.
 */
export function RuleRowForm<Input>({
  label,
  state,
  citationPlaceholder,
  schema,
  add,
  toInput,
  onDone,
  note,
  children,
}: {
  label: string;
  state: string | null;
  citationPlaceholder: string;
  schema: z.ZodType;
  add: {
    mutate: (input: Input, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  toInput: (common: RuleRowCommon) => Input;
  onDone: () => void;
  /** Words under the summary, before the buttons. */
  note?: ReactNode;
  children: ReactNode;
}) {
  const [form, setForm] = useState({
    state,
    effectiveFrom: null as string | null,
    citation: '',
    url: '',
    summary: '',
  });
  const [lines, setLines] = useState<string[]>([]);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput({
      state: form.state ?? '',
      effectiveFrom: form.effectiveFrom ?? '',
      source: { citation: form.citation, url: form.url.trim() || null },
      summary: form.summary,
    });
    const result = schema.safeParse(input);
    if (!result.success) return setLines(errorLines(result.error.issues));
    setLines([]);
    add.mutate(input, { onSuccess: onDone, onError: (error) => setLines(linesOf(error)) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack>
        <ErrorLines lines={lines} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <StateSelect value={form.state} onChange={(value) => set('state', value)} />
          <DateField
            label="Effective from"
            required
            value={form.effectiveFrom}
            onChange={(day) => set('effectiveFrom', day)}
          />
          <TextInput
            label="Source (statute or page)"
            required
            placeholder={citationPlaceholder}
            maxLength={200}
            value={form.citation}
            onChange={(e) => set('citation', e.currentTarget.value)}
          />
          <TextInput
            label="Source address"
            placeholder="https://…"
            maxLength={500}
            value={form.url}
            onChange={(e) => set('url', e.currentTarget.value)}
          />
        </SimpleGrid>
        {children}
        <Textarea
          label="What the rule says, in a sentence"
          required
          maxLength={500}
          autosize
          minRows={2}
          value={form.summary}
          onChange={(e) => set('summary', e.currentTarget.value)}
        />
        {note}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} mih={44}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending} mih={44}>
            Add rule row
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
