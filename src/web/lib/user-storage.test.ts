import { describe, expect, it } from 'vitest';
import { clearUserStorage, readUserItem, userStorageKey, writeUserItem } from './user-storage';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  keys() {
    return [...this.items.keys()].sort();
  }
}

describe('per-user storage', () => {
  it('keeps one user’s draft out of another user’s reach', () => {
    const storage = new MemoryStorage();
    writeUserItem(storage, userStorageKey('ada', 'commentDraft', 'n1'), 'Ada’s secret');
    expect(readUserItem(storage, userStorageKey('ada', 'commentDraft', 'n1'))).toBe('Ada’s secret');
    expect(readUserItem(storage, userStorageKey('bob', 'commentDraft', 'n1'))).toBeNull();
  });

  it('removes the item when the value is empty', () => {
    const storage = new MemoryStorage();
    const key = userStorageKey('ada', 'commentDraft', 'n1');
    writeUserItem(storage, key, 'x');
    writeUserItem(storage, key, '');
    expect(storage.keys()).toEqual([]);
  });

  it('clears the user’s items and ownerless drafts on sign-out, and leaves other users’ and shared ones', () => {
    const storage = new MemoryStorage();
    storage.setItem(userStorageKey('ada', 'commentDraft', 'n1'), 'a');
    storage.setItem(userStorageKey('ada', 'noteFeed'), '{}');
    storage.setItem('humidor.orderDraft.ada', '{}');
    storage.setItem('humidor.commentDraft.n2', 'from before drafts were per user');
    storage.setItem(userStorageKey('bob', 'commentDraft', 'n1'), 'b');
    storage.setItem('humidor.inventory.view', 'brand');
    clearUserStorage(storage, 'ada');
    expect(storage.keys()).toEqual(['humidor.bob.commentDraft.n1', 'humidor.inventory.view']);
  });

  it('keeps working when storage is blocked', () => {
    const blocked = new Proxy(new MemoryStorage(), {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(readUserItem(blocked, 'k')).toBeNull();
    expect(() => writeUserItem(blocked, 'k', 'v')).not.toThrow();
    expect(() => clearUserStorage(blocked, 'ada')).not.toThrow();
  });
});
