import { messages } from '@ppd/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { isApiError } from '../lib/api.ts';
import { AlertDialog, ConfirmDialog, type DialogTone } from './dialogs.tsx';

export interface AlertOptions {
  title?: string;
  tone?: DialogTone;
  buttonLabel?: string;
}

export interface ConfirmOptions {
  detail?: string;
  okLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

export interface Dialogs {
  /** Shows a message with one button; resolves when it is closed. */
  alert(message: string, options?: AlertOptions): Promise<void>;
  /** A success outcome ('Encuesta guardada', ...). */
  success(message: string): Promise<void>;
  /** A failure outcome; 'Ha ocurrido un error' by default. */
  error(message?: string): Promise<void>;
  /**
   * A call that failed: the server's Spanish message for a refusal (4xx), `title` (default 'Ha ocurrido un error')
   * otherwise — above the server's message when both are there — and nothing when the token was refused (the user is
   * already on /login).
   */
  failed(error: unknown, title?: string): Promise<void>;
  /** Asks a question; resolves true on OK, false on 'Descartar' or Escape. */
  confirm(message: string, options?: ConfirmOptions): Promise<boolean>;
}

type Pending =
  | { id: number; kind: 'alert'; title: string; message?: string | undefined; options: AlertOptions; done: () => void }
  | { id: number; kind: 'confirm'; message: string; options: ConfirmOptions; done: (ok: boolean) => void };

const DialogsContext = createContext<Dialogs | null>(null);

/** Hosts the dialogs that screens open imperatively through `useDialogs()`. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<Pending[]>([]);
  const nextId = useRef(1);

  const push = useCallback((make: (id: number, remove: () => void) => Pending) => {
    const id = nextId.current++;
    const remove = () => setStack((current) => current.filter((d) => d.id !== id));
    setStack((current) => [...current, make(id, remove)]);
  }, []);

  const dialogs = useMemo<Dialogs>(() => {
    const alert = (message: string, options: AlertOptions = {}) =>
      new Promise<void>((resolve) =>
        push((id, remove) => ({
          id,
          kind: 'alert',
          title: options.title ?? message,
          message: options.title ? message : undefined,
          options,
          done: () => {
            remove();
            resolve();
          },
        })),
      );
    const error = (message: string = messages.generic.error) => alert(message, { tone: 'error' });
    return {
      alert,
      success: (message) => alert(message, { tone: 'success' }),
      error,
      failed: async (failure, title) => {
        if (isApiError(failure) && failure.sessionExpired) return;
        const reason = isApiError(failure) && failure.status < 500 ? failure.message : undefined;
        if (reason && title) await alert(reason, { title, tone: 'error' });
        else await error(reason ?? title);
      },
      confirm: (message, options = {}) =>
        new Promise<boolean>((resolve) =>
          push((id, remove) => ({
            id,
            kind: 'confirm',
            message,
            options,
            done: (ok) => {
              remove();
              resolve(ok);
            },
          })),
        ),
    };
  }, [push]);

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {stack.map((d) =>
        d.kind === 'alert' ? (
          <AlertDialog
            key={d.id}
            open
            title={d.title}
            message={d.message}
            tone={d.options.tone ?? 'info'}
            buttonLabel={d.options.buttonLabel}
            onClose={d.done}
          />
        ) : (
          <ConfirmDialog
            key={d.id}
            open
            message={d.message}
            detail={d.options.detail}
            okLabel={d.options.okLabel}
            cancelLabel={d.options.cancelLabel}
            danger={d.options.danger}
            onConfirm={() => d.done(true)}
            onCancel={() => d.done(false)}
          />
        ),
      )}
    </DialogsContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs a <DialogsProvider> above it');
  return dialogs;
}

/** The dialogs when a provider is present (the form hook falls back to them for unexpected errors). */
export function useOptionalDialogs(): Dialogs | null {
  return useContext(DialogsContext);
}
