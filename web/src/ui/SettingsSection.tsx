import { type ReactNode, useId } from 'react';

/**
 * A section of Configuración or Administración (its look is in catalogs.css): its heading names it for screen
 * readers, with any buttons beside it. Give `titleId` when something inside (a table) is labelled by the heading too.
 */
export function SettingsSection({
  title,
  titleId,
  className,
  actions,
  children,
}: {
  title: string;
  titleId?: string;
  className?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <section className={['catalog-section', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <header className="catalog-header">
        <h2 id={id}>{title}</h2>
        {actions}
      </header>
      {children}
    </section>
  );
}
