import { messages } from '@ppd/domain';
import { type ReactNode, useId } from 'react';
import { Button } from './Button.tsx';
import { Icon, type IconName } from './Icon.tsx';
import { Modal } from './Modal.tsx';

export type DialogTone = 'info' | 'success' | 'error' | 'question';

const TONE_ICON: Record<DialogTone, IconName> = {
  info: 'info',
  success: 'success',
  error: 'error',
  question: 'question',
};

export interface AlertDialogProps {
  open: boolean;
  /** The dialog's accessible name. */
  title: string;
  message?: string | undefined;
  onClose: () => void;
  buttonLabel?: string;
  tone?: DialogTone;
}

/** A title, an optional message and one button. */
export function AlertDialog({
  open,
  title,
  message,
  onClose,
  buttonLabel = messages.generic.confirm,
  tone = 'info',
}: AlertDialogProps) {
  return (
    <ToneDialog
      {...{ open, title, message, onClose, tone }}
      footer={
        <Button variant={tone === 'error' ? 'danger' : 'primary'} onClick={onClose} autoFocus>
          {buttonLabel}
        </Button>
      }
    />
  );
}

/** What every alert dialog shares: its tone's icon above the title, the message it is described by, no ×. */
function ToneDialog({
  open,
  title,
  message,
  onClose,
  tone,
  footer,
}: Pick<AlertDialogProps, 'open' | 'title' | 'message' | 'onClose'> & { tone: DialogTone; footer: ReactNode }) {
  const messageId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      hideClose
      describedBy={message ? messageId : undefined}
      icon={<Icon name={TONE_ICON[tone]} size={44} className="dialog-icon" />}
      className={`dialog-tone-${tone}`}
      footer={footer}
    >
      {message && (
        <p id={messageId} className="dialog-message">
          {message}
        </p>
      )}
    </Modal>
  );
}

type OutcomeProps = Omit<AlertDialogProps, 'tone' | 'title'> & { title?: string };

/** The success outcome of an action: its Spanish success text is the title. */
export function SuccessDialog({ title, message, ...rest }: OutcomeProps & { message: string }) {
  return <AlertDialog {...rest} tone="success" title={title ?? message} message={title ? message : undefined} />;
}

/** The generic failure dialog: 'Ha ocurrido un error' unless a message is given. */
export function ErrorDialog({ title, message = messages.generic.error, ...rest }: OutcomeProps) {
  return <AlertDialog {...rest} tone="error" title={title ?? message} message={title ? message : undefined} />;
}

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  detail?: string | undefined;
  okLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question with OK and cancel ('Descartar' by default); Escape cancels. */
export function ConfirmDialog({
  open,
  message,
  detail,
  okLabel = messages.generic.confirm,
  cancelLabel = messages.generic.discard,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ToneDialog
      open={open}
      title={message}
      message={detail}
      onClose={onCancel}
      tone="question"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} autoFocus>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {okLabel}
          </Button>
        </>
      }
    />
  );
}
