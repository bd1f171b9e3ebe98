import { MAX_STARS, messages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { listShown } from '../../lib/queryClient.ts';
import { fill } from '../../lib/text.ts';
import { Avatar, Button, DateText, Icon, LongText, Modal, Tabs, useDialogs } from '../../ui/index.ts';
import { type CommentItem, type CommentTarget, commentsQuery, useSetCommentStatus } from './commentsApi.ts';

const texts = messages.geo.records;

export interface CommentsModalProps {
  /** Whose comments: a record's (`place`) or an event's, by id. */
  target: CommentTarget;
  id: number;
  onClose: () => void;
  /** Told after a comment was shown or hidden (to refresh what depends on it). */
  onChanged?: () => void;
}

/** Comments of a record or an event: tabs Todos / Visibles / Ocultos; show and hide (the current state's button disabled). */
export function CommentsModal({ target, id, onClose, onChanged }: CommentsModalProps) {
  const dialogs = useDialogs();
  const comments = listShown(useQuery(commentsQuery(target, id)));
  const setStatus = useSetCommentStatus(target, id);

  const toggle = async (comment: CommentItem, status: boolean) => {
    try {
      await setStatus.mutateAsync({ commentId: comment.id, status });
      onChanged?.();
    } catch (error) {
      void dialogs.failed(error);
    }
  };

  const list = (filter: (c: CommentItem) => boolean) => {
    const shown = (comments ?? []).filter(filter);
    if (comments == null) return <p className="muted">{messages.ui.loading}</p>;
    if (shown.length === 0) return <p className="muted">{texts.noComments}</p>;
    return (
      <ul className="comment-list">
        {shown.map((c) => (
          <CommentRow key={c.id} comment={c} onToggle={(status) => void toggle(c, status)} />
        ))}
      </ul>
    );
  };

  const count = (filter: (c: CommentItem) => boolean) => (comments ?? []).filter(filter).length;
  return (
    <Modal open title={texts.commentsTitle} onClose={onClose} size="lg">
      <Tabs
        label={texts.commentsTitle}
        tabs={[
          { id: 'all', label: texts.all, badge: count(() => true), content: list(() => true) },
          { id: 'visible', label: texts.visible, badge: count((c) => c.status), content: list((c) => c.status) },
          { id: 'hidden', label: texts.hidden, badge: count((c) => !c.status), content: list((c) => !c.status) },
        ]}
      />
    </Modal>
  );
}

function CommentRow({ comment, onToggle }: { comment: CommentItem; onToggle: (status: boolean) => void }) {
  const author = `${comment.name} ${comment.last_name}`.trim();
  const stars = Math.max(0, Math.min(MAX_STARS, comment.stars));
  return (
    <li className="comment" aria-label={author}>
      <Avatar src={comment.profile_image} alt={author} size={40} />
      <div className="comment-body">
        <div className="comment-head">
          <strong>{author}</strong>
          <span className="comment-stars" role="img" aria-label={fill(texts.stars, { count: stars })}>
            {Array.from({ length: MAX_STARS }, (_, i) => (
              <Icon key={i} name="star" size={14} filled={i < stars} />
            ))}
          </span>
          <DateText value={comment.created} className="muted" />
          <span className={`badge ${comment.status ? 'badge-visible' : 'badge-hidden'}`}>
            {comment.status ? texts.visibleBadge : texts.hiddenBadge}
          </span>
        </div>
        <LongText as="p" className="comment-text" text={comment.comment} lines={4} />
        <div className="comment-actions">
          <Button variant="secondary" disabled={comment.status} onClick={() => onToggle(true)}>
            {texts.show}
          </Button>
          <Button variant="secondary" disabled={!comment.status} onClick={() => onToggle(false)}>
            {texts.hide}
          </Button>
        </div>
      </div>
    </li>
  );
}
