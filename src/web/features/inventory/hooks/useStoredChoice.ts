import { useState } from 'react';

/** A choice kept in local storage under `key`; an unknown stored value falls back to the default. */
export function useStoredChoice<T extends string>(key: string, choices: readonly T[], fallback: T) {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = localStorage.getItem(key);
      return choices.includes(stored as T) ? (stored as T) : fallback;
    } catch {
      return fallback;
    }
  });
  const choose = (next: string) => {
    if (!choices.includes(next as T)) return;
    setValue(next as T);
    try {
      localStorage.setItem(key, next);
    } catch {
      // storage may be unavailable (private mode); the choice still applies to this visit
    }
  };
  return [value, choose] as const;
}
