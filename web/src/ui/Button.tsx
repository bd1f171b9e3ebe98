import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from './Icon.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  icon?: IconName;
  busy?: boolean;
}

export function Button({ variant = 'primary', icon, busy, className, children, type, disabled, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={['btn', `btn-${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
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
