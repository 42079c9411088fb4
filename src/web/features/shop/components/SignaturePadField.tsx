import { Button, Group, Input, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';

/**
 * The box a buyer signs in (`signature_pad`): by finger, pen or mouse; Clear starts again. It tells
 * the form the drawing as a PNG data URL after each stroke, or null once cleared.
 */
export function SignaturePadField({
  onChange,
  error,
}: {
  onChange(png: string | null): void;
  error?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const signature = new SignaturePad(element, { penColor: '#111' });
    pad.current = signature;
    // The canvas draws in device pixels; its box is sized by CSS, so its bitmap follows the box.
    let width = 0;
    const fit = () => {
      // A phone's toolbar showing or hiding resizes the window, not the box: keep the drawing.
      if (element.offsetWidth === width) return;
      width = element.offsetWidth;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      signature.clear();
      changed.current(null);
    };
    fit();
    const tell = () => changed.current(signature.isEmpty() ? null : signature.toDataURL('image/png'));
    signature.addEventListener('endStroke', tell);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      signature.removeEventListener('endStroke', tell);
      signature.off();
    };
  }, []);

  return (
    <Stack gap={4}>
      <Input.Label required>Your signature</Input.Label>
      <canvas
        ref={canvas}
        aria-label="Sign here"
        data-testid="signature-pad"
        style={{
          width: '100%',
          height: 160,
          border: '1px solid var(--mantine-color-gray-5)',
          borderRadius: 4,
          background: '#fff',
          touchAction: 'none',
        }}
      />
      {error && <Input.Error>{error}</Input.Error>}
      <Group>
        <Button
          variant="default"
          size="compact-sm"
          onClick={() => {
            pad.current?.clear();
            onChange(null);
          }}
        >
          Clear
        </Button>
      </Group>
    </Stack>
  );
}
