import type { TextSegment } from '../api/search';

/**
 * Text with the words that matched in <mark>: segments are text, never HTML. One span holds them
 * all, so the text stays one inline run whatever its parent: in a flex container (a touch-sized
 * link) each segment would be a flex item of its own, and the spaces at their edges would collapse
 * ("Visit zanzibarillo" drawn as "Visitzanzibarillo").
 */
export function Marked({ segments }: { segments: TextSegment[] }) {
  return (
    <span>
      {segments.map((segment, i) =>
        segment.hit ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </span>
  );
}
