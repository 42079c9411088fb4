import type { VisitStatus } from '../../../../domain/visits/cadence';

/** The colours of the map and its legend; the text on each is dark or white, whichever reads (WCAG AA). */
export const statusStyle: Record<VisitStatus, { colour: string; text: string; label: string }> = {
  overdue: { colour: '#c92a2a', text: '#ffffff', label: 'Overdue' },
  due: { colour: '#f59f00', text: '#1a1b1e', label: 'Due' },
  fine: { colour: '#2b8a3e', text: '#ffffff', label: 'Fine' },
};

export const statusOrder: VisitStatus[] = ['overdue', 'due', 'fine'];
