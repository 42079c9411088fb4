/** The feed's count header, such as 'Today, 12 notes', with a '+' when over 49 and more exist. */
export function feedCountHeader(rangeLabel: string, loaded: number, hasMore: boolean): string {
  const plus = loaded > 49 && hasMore ? '+' : '';
  return `${rangeLabel}, ${loaded}${plus} ${loaded === 1 && !plus ? 'note' : 'notes'}`;
}

export const noTagLabel = '(No Tag)';

export interface TagCount {
  tag: string;
  count: number;
}

/** Counts tags over notes, a note without tags counting as '(No Tag)'; feed it page by page. */
export class TagSummary {
  private readonly counts = new Map<string, number>();
  add(tags: readonly string[]): void {
    const keys = tags.length ? new Set(tags) : [noTagLabel];
    for (const tag of keys) this.counts.set(tag, (this.counts.get(tag) ?? 0) + 1);
  }
  /** Count descending, then tag name. */
  rows(): TagCount[] {
    return [...this.counts]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
  }
}
