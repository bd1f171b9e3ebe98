import { MAX_STARS, messages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { failureOf } from '../../lib/queryClient.ts';
import { fill } from '../../lib/text.ts';
import { useInFlight } from '../../lib/useInFlight.ts';
import { Avatar, Button, DateText, FailureNotice, Icon, LongText, Modal, Tabs, useDialogs } from '../../ui/index.ts';
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

/**
 * Comments of a record or an event: tabs Todos / Visibles / Ocultos; show and hide (the current state's button
 * disabled, the clicked one busy until the answer). Comments that could not be read say so, with Reintentar.
 */
export function CommentsModal({ target, id, onClose, onChanged }: CommentsModalProps) {
  const dialogs = useDialogs();
  const read = useQuery(commentsQuery(target, id));
  const comments = read.data;
  const failure = failureOf(read);
  const setStatus = useSetCommentStatus(target, id);
  // The comments whose show or hide is on its way (a double click must not send a second PUT).
  const pending = useInFlight();
  const body = useRef<HTMLDivElement>(null);
  // Where a moderated comment stood in its list: its buttons were disabled while busy, which drops the focus.
  const [moderated, setModerated] = useState<{ id: number; index: number } | null>(null);
  useEffect(() => {
    if (!moderated || !body.current) return;
    setModerated(null);
    refocusAfterModeration(body.current, moderated);
  }, [moderated]);

  const toggle = async (comment: CommentItem, status: boolean, index: number) => {
    try {
      await pending.run(comment.id, () => setStatus.mutateAsync({ commentId: comment.id, status }));
      setModerated({ id: comment.id, index });
      onChanged?.();
    } catch (error) {
      void dialogs.failed(error);
    }
  };

  const list = (filter: (c: CommentItem) => boolean) => {
    if (!comments && failure) return <FailureNotice failure={failure} />;
    if (!comments) return <p className="muted">{messages.ui.loading}</p>;
    const shown = comments.filter(filter);
    if (shown.length === 0) return <p className="muted">{texts.noComments}</p>;
    return (
      <ul className="comment-list">
        {shown.map((c, index) => (
          <CommentRow
            key={c.id}
            comment={c}
            busy={pending.has(c.id)}
            onToggle={(status) => void toggle(c, status, index)}
          />
        ))}
      </ul>
    );
  };

  // No count before the comments are read: a 0 would say there is nothing to moderate.
  const count = (filter: (c: CommentItem) => boolean) => comments?.filter(filter).length;
  return (
    <Modal open title={texts.commentsTitle} onClose={onClose} size="lg">
      <div ref={body}>
        <Tabs
          label={texts.commentsTitle}
          tabs={[
            { id: 'all', label: texts.all, badge: count(() => true), content: list(() => true) },
            { id: 'visible', label: texts.visible, badge: count((c) => c.status), content: list((c) => c.status) },
            { id: 'hidden', label: texts.hidden, badge: count((c) => !c.status), content: list((c) => !c.status) },
          ]}
        />
      </div>
    </Modal>
  );
}

/**
 * Puts the focus back where a keyboard user can go on moderating, unless they moved it meanwhile: on the comment's
 * other button if it is still listed (tab Todos), else on the comment now in its place, the one before, or the tab.
 */
function refocusAfterModeration(root: HTMLElement, { id, index }: { id: number; index: number }) {
  if (document.activeElement && document.activeElement !== document.body) return;
  const buttonOf = (row: Element | null | undefined) =>
    row?.querySelector<HTMLButtonElement>('.comment-actions button:not(:disabled)');
  const rows = [...root.querySelectorAll('.comment-list > li')];
  const target =
    buttonOf(root.querySelector(`.comment-list > li[data-comment-id="${id}"]`)) ??
    buttonOf(rows[index]) ??
    buttonOf(rows[index - 1]) ??
    root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  target?.focus();
}

function CommentRow({
  comment,
  busy,
  onToggle,
}: {
  comment: CommentItem;
  /** Its show or hide is on its way. */
  busy: boolean;
  onToggle: (status: boolean) => void;
}) {
  const author = `${comment.name} ${comment.last_name}`.trim();
  const stars = Math.max(0, Math.min(MAX_STARS, comment.stars));
  return (
    <li className="comment" aria-label={author} data-comment-id={comment.id}>
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
          <Button
            variant="secondary"
            disabled={comment.status}
            busy={busy && !comment.status}
            onClick={() => onToggle(true)}
          >
            {texts.show}
          </Button>
          <Button
            variant="secondary"
            disabled={!comment.status}
            busy={busy && comment.status}
            onClick={() => onToggle(false)}
          >
            {texts.hide}
          </Button>
        </div>
      </div>
    </li>
  );
}
