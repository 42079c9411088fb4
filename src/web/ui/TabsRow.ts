import { useEffect, useRef } from 'react';
import classes from './TabsRow.module.css';

/** Every tab list as one row on a phone (`TabsRow.module.css`), given to `Tabs` by the theme. */
export const tabsRowClassNames = { list: classes.list };

/** A ref for a tab list that keeps the chosen tab in view (a link or a reload may open on one off to the side). */
export function useChosenTabInView(value: string) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chosen = listRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    // jsdom has no scrollIntoView; "nearest" never moves the page when the row is on screen.
    chosen?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  return listRef;
}
