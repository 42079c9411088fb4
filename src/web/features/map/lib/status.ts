import type { VisitStatus } from '../../../../domain/visits/cadence';

/**
 * The colours of the map and its legend; the text on each is dark or white, whichever reads (WCAG AA
 * for 13 px text, 4.5:1: Mantine's green 9 gave white 4.37:1 and failed the audit on a "fine" group).
 */
export const statusStyle: Record<VisitStatus, { colour: string; text: string; label: string }> = {
  overdue: { colour: '#c92a2a', text: '#ffffff', label: 'Overdue' },
  due: { colour: '#f59f00', text: '#1a1b1e', label: 'Due' },
  fine: { colour: '#2f7d3a', text: '#ffffff', label: 'Fine' },
};

export const statusOrder: VisitStatus[] = ['overdue', 'due', 'fine'];
