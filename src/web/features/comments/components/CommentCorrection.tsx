import type { CorrectionProps } from '../../../offline/adapter';
import { TextCorrection } from '../../../offline/TextCorrection';

/** A refused comment, corrected on /outbox. */
export function CommentCorrection({ request, send, onCancel }: CorrectionProps<'comment'>) {
  return (
    <TextCorrection
      label="Comment"
      initial={request.body.text}
      onSend={(text) => send({ ...request, body: { ...request.body, text } })}
      onCancel={onCancel}
    />
  );
}
