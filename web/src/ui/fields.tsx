import { messages } from '@ppd/domain';
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId, useState } from 'react';
import type { ListFailure } from '../lib/queryClient.ts';
import { FailureNotice } from './FailureNotice.tsx';
import { Icon } from './Icon.tsx';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
  className?: string | undefined;
}

export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
}

/** What a `FieldFrame` shows below its control, so its control is described by it: the error, else the hint. */
export const framedBy = (id: string, error?: string, hint?: string) => describedBy(id, error, error ? undefined : hint);

/** The id (the one given, or one of its own) and the ARIA state of a field's control. */
export function useControl(id: string | undefined, error: string | undefined, hint: string | undefined) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': framedBy(fieldId, error, hint),
  } as const;
}

/** Label above, control, then the hint or the field's error message below. */
export function FieldFrame({ id, label, error, hint, children, className }: FieldFrameProps) {
  return (
    <div className={['field', error && 'field-invalid', className].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string;
};

export function TextField({ label, error, hint, id, className, ...input }: InputProps) {
  const control = useControl(id, error, hint);
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint} className={className}>
      <input {...control} className="input" type="text" {...input} />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, id, className, ...input }: Omit<InputProps, 'type'>) {
  const control = useControl(id, error, hint);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint} className={className}>
      <div className="input-group">
        <input {...control} className="input" type={visible ? 'text' : 'password'} {...input} />
        <button
          type="button"
          className="input-addon"
          aria-label={visible ? messages.ui.hidePassword : messages.ui.showPassword}
          aria-controls={control.id}
          aria-pressed={visible}
          title={visible ? messages.ui.hidePassword : messages.ui.showPassword}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      </div>
    </FieldFrame>
  );
}

export function TextArea({
  label,
  error,
  hint,
  id,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string;
  rows?: number;
}) {
  const control = useControl(id, error, hint);
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint} className={className}>
      <textarea {...control} className="input" {...input} />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export function Select({
  label,
  error,
  hint,
  id,
  className,
  options,
  placeholder,
  failure,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  options: readonly SelectOption[];
  /** The options could not be read: said under the select, with Reintentar (an empty picker cannot be satisfied). */
  failure?: ListFailure | null;
  /** A first, empty choice ('Seleccione una opción' by default when given as true). */
  placeholder?: string | boolean;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string;
}) {
  const control = useControl(id, error, hint);
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint} className={className}>
      <select {...control} className="input select" {...select}>
        {placeholder && <option value="">{placeholder === true ? messages.ui.selectPlaceholder : placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <FailureNotice failure={failure ?? null} options />
    </FieldFrame>
  );
}

type ToggleProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: string;
  error?: string | undefined;
  id?: string;
};

/** A checkbox-like control, its label beside it and its error below; `as` is what makes it a checkbox or a switch. */
function InlineToggle({
  label,
  error,
  id,
  className,
  as,
  ...input
}: ToggleProps & { as: InputHTMLAttributes<HTMLInputElement> }) {
  const control = useControl(id, error, undefined);
  return (
    <div className={['field field-inline', error && 'field-invalid', className].filter(Boolean).join(' ')}>
      <input {...control} type="checkbox" {...as} {...input} />
      <label htmlFor={control.id}>{label}</label>
      {error && (
        <p id={`${control.id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function Checkbox(props: ToggleProps) {
  return <InlineToggle {...props} as={{ className: 'checkbox' }} />;
}

/** An on/off switch (a checkbox with role="switch"). */
export function Switch(props: ToggleProps) {
  return <InlineToggle {...props} as={{ role: 'switch', 'aria-checked': props.checked, className: 'switch' }} />;
}
