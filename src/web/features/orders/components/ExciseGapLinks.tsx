import { createContext, useContext, type ReactNode } from 'react';

const CanFixExciseGaps = createContext(false);

/**
 * Whether the excise summaries inside link each gap to where it is fixed (decision 0344): only for
 * those who may set items' tax profiles and rules; a rep reads where an admin sets it. Given by the
 * pages, which know the user, so the order form, the order page and the invoice page need not.
 */
export function ExciseGapLinks({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return <CanFixExciseGaps.Provider value={enabled}>{children}</CanFixExciseGaps.Provider>;
}

export const useCanFixExciseGaps = () => useContext(CanFixExciseGaps);
