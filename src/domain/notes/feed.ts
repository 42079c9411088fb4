/** From this many notes on, the count suggests more (spec: 'with a '+' when over 49'). */
const feedCountPlusFrom = 50;

/** The feed's count header, such as 'Today, 12 notes' or 'Last Week, 50+ notes'. */
export function feedCountHeader(rangeLabel: string, loaded: number): string {
  const plus = loaded >= feedCountPlusFrom ? '+' : '';
  return `${rangeLabel}, ${loaded}${plus} ${loaded === 1 && !plus ? 'note' : 'notes'}`;
}

const noTagLabel = '(No Tag)';

interface TagCount {
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
