/** A user who may be mentioned: active and not flagged untaggable (spec §6). */
export interface MentionCandidate {
  id: string;
  displayName: string;
  active: boolean;
  untaggable: boolean;
}

export const isTaggable = (user: MentionCandidate) => user.active && !user.untaggable;

/**
 * What the mention picker offers for the typed `query`: taggable users only (never inactive or
 * untaggable ones), whose name contains the query, case-insensitively, at most `limit`.
 */
export function mentionSuggestions<T extends MentionCandidate>(
  users: readonly T[],
  query: string,
  limit: number,
): T[] {
  const wanted = query.toLowerCase();
  return users
    .filter((user) => isTaggable(user) && user.displayName.toLowerCase().includes(wanted))
    .slice(0, limit);
}

/** The text a mention of `name` puts into a comment. */
export const mentionText = (name: string) => `@${name}`;

/**
 * The users a comment mentions: those picked (`picked` ids) who are taggable and whose `@Name` is
 * still in the text, each once, in the order picked.
 */
export function mentionedUsers<T extends MentionCandidate>(
  text: string,
  picked: readonly string[],
  candidates: readonly T[],
): T[] {
  const byId = new Map(candidates.map((user) => [user.id, user]));
  const seen = new Set<string>();
  const result: T[] = [];
  for (const id of picked) {
    const user = byId.get(id);
    if (!user || seen.has(id) || !isTaggable(user) || !text.includes(mentionText(user.displayName))) continue;
    seen.add(id);
    result.push(user);
  }
  return result;
}

/** The `@word…` being typed just before the caret, or null: what the mention picker filters by. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}
