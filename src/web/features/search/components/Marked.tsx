import type { TextSegment } from '../api/search';

/** Text with the words that matched in <mark>: segments are text, never HTML. */
export function Marked({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.hit ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </>
  );
}
