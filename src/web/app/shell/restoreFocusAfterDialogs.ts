import { useEffect } from 'react';

const insideDialog = (element: Element) => Boolean(element.closest('[role="dialog"], [role="alertdialog"]'));

/**
 * A dialog a feature mounts only while it is open vanishes without closing, so Mantine cannot hand
 * the focus back and it falls to the page's body. This puts it back on the control the user left
 * (WCAG 2.4.3), for every dialog at once.
 */
export function useFocusRestoredAfterDialogs(): void {
  useEffect(() => {
    let lastOutside: HTMLElement | null = null;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !insideDialog(event.target)) lastOutside = event.target;
    };
    const restore = () => {
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      if (focusLost && lastOutside?.isConnected && !document.querySelector('[role="dialog"]')) {
        lastOutside.focus();
      }
    };
    const observer = new MutationObserver(restore);
    document.addEventListener('focusin', remember);
    // Mantine reuses one portal node for all dialogs, so a dialog leaving is a change deep in body.
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', remember);
      observer.disconnect();
    };
  }, []);
}
