import { noteTagsDefault, noteTagsSchema } from '../../../../domain/settings/noteTags';
import type { TypedTag } from '../../../../domain/tags/exclusivity';

/** The noteTags setting as the environment sends it (unknown JSON), or the default list. */
export function noteTagsFrom(setting: unknown): TypedTag[] {
  const parsed = noteTagsSchema.safeParse(setting);
  return parsed.success ? parsed.data : noteTagsDefault;
}
