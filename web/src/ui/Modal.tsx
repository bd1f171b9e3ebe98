import { messages } from '@ppd/domain';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button, IconButton } from './Button.tsx';
import { trapTab } from './focusTrap.ts';
import type { IconName } from './Icon.tsx';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons shown at the bottom, right-aligned. */
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Hide the × in the header (alert dialogs close with their own button). */
  hideClose?: boolean;
  /** Id of the element describing the dialog (alert dialogs point at their message). */
  describedBy?: string | undefined;
  /** Shown above the title (alert dialogs). */
  icon?: ReactNode;
  className?: string;
  /** A save in progress: Escape and × do nothing until it ends (its outcome is shown over the modal). */
  busy?: boolean;
}

/**
 * A modal on the native <dialog> element: the browser makes the page behind inert, puts it in the top layer (so a
 * dialog opened from a modal stacks above it) and closes on Escape, which we route to `onClose`; Tab is kept inside
 * it (trapTab) and the focus goes back to the control that opened it.
 */
export function Modal({ open, ...modal }: ModalProps) {
  if (!open) return null;
  return <OpenModal {...modal} />;
}

function OpenModal({
  title,
  onClose,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  hideClose,
  describedBy,
  icon,
  className,
  busy = false,
}: Omit<ModalProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // React removes the dialog before this effect's cleanup runs, too late for the browser to give the focus back.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (!busyRef.current) onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => trapTab(dialog, event);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      if (opener?.isConnected && !dialog.contains(opener)) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={['modal', `modal-${size}`, className].filter(Boolean).join(' ')}
    >
      <header className="modal-header">
        {icon}
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {!hideClose && (
          <IconButton icon="close" label={messages.generic.close} onClick={onClose} disabled={busy ?? false} />
        )}
      </header>
      {children != null && <div className="modal-body">{children}</div>}
      {footer && <footer className="modal-footer">{footer}</footer>}
    </dialog>
  );
}

/** A form modal's footer: close on the left, the submit button of the form `formId` on the right. */
export function FormFooter({
  formId,
  onClose,
  closeLabel,
  submitLabel,
  icon,
  busy,
}: {
  formId: string;
  onClose: () => void;
  closeLabel: string;
  submitLabel: string;
  icon?: IconName;
  busy?: boolean;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onClose} disabled={busy ?? false}>
        {closeLabel}
      </Button>
      <Button type="submit" form={formId} busy={busy ?? false} {...(icon ? { icon } : {})}>
        {submitLabel}
      </Button>
    </>
  );
}

/** A form modal: its title and size, and `busy` while a save is in progress (the buttons wait, Escape does nothing). */
export interface FormModalProps extends Pick<ModalProps, 'title' | 'onClose' | 'busy' | 'size'> {
  /** The form's id (its submit button sits in the footer, outside it) and class. */
  formId: string;
  formClassName: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  closeLabel: string;
  submitLabel: string;
  icon?: IconName;
  children: ReactNode;
}

/** A form in a modal: close on the left, the form's submit button on the right; the form checks its own fields. */
export function FormModal({
  formId,
  formClassName,
  onSubmit,
  closeLabel,
  submitLabel,
  icon,
  children,
  ...modal
}: FormModalProps) {
  const footer = (
    <FormFooter {...{ formId, closeLabel, submitLabel, icon }} onClose={modal.onClose} busy={modal.busy} />
  );
  return (
    <Modal open {...modal} footer={footer}>
      <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
