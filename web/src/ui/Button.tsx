import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from './Icon.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  icon?: IconName;
  busy?: boolean;
}

/**
 * A button; `busy` while its action is on its way. Busy, it keeps the keyboard focus and takes no click (nor the
 * Enter that submits its form): a disabled button would drop the focus to the page in the middle of a save.
 */
export function Button({
  variant = 'primary',
  icon,
  busy,
  className,
  children,
  type,
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const waiting = busy === true && !disabled;
  return (
    <button
      type={type ?? 'button'}
      className={['btn', `btn-${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-disabled={waiting || undefined}
      aria-busy={busy || undefined}
      onClick={waiting ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {icon && <Icon name={icon} size={16} />}
      {children}
    </button>
  );
}

/** A square button whose only content is an icon; `label` is its accessible name and tooltip. */
export function IconButton({ icon, label, className, ...rest }: Omit<ButtonProps, 'children'> & { label: string }) {
  return (
    <Button
      variant="ghost"
      className={['btn-icon', className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      {...rest}
    >
      <Icon name={icon ?? 'info'} />
    </Button>
  );
}
