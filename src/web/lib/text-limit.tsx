import { useState, type ReactNode } from 'react';
import { cutMessage, cutText, textLength } from '../../domain/text/length';

/**
 * A text field's limit as people count characters (an emoji is one). A paste over the limit is
 * cut and the field says so, instead of the browser's maxLength dropping the rest without a word
 * (and counting an emoji as two).
 */
export function useTextLimit(max: number) {
  const [wasCut, setWasCut] = useState(false);
  return {
    /** The value to keep: cut to the limit when longer. */
    limit(value: string): string {
      const cut = cutText(value, max);
      setWasCut(cut.wasCut);
      return cut.text;
    },
    /** The field's description: the cut notice, or a counter once it holds more than one character. */
    describe(value: string): ReactNode {
      if (wasCut) return <span role="status">{cutMessage(max)}</span>;
      const length = textLength(value);
      return length > 1 ? `${length}/${max}` : undefined;
    },
    reset: () => setWasCut(false),
  };
}
