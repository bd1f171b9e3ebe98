import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
  /** Shown after the label, e.g. a count. */
  badge?: ReactNode;
}

/** ARIA tabs: arrow keys move between tabs; only the selected panel is rendered. */
export function Tabs({
  tabs,
  label,
  value,
  defaultValue,
  onChange,
  className,
}: {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  className?: string;
}) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? tabs[0]?.id ?? '');
  const selected = value ?? own;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const select = (id: string) => {
    setOwn(id);
    onChange?.(id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const target =
      event.key === 'Home'
        ? tabs[0]
        : event.key === 'End'
          ? tabs.at(-1)
          : step
            ? tabs.at((index + step) % tabs.length)
            : null;
    if (!target) return;
    event.preventDefault();
    select(target.id);
    refs.current[target.id]?.focus();
  };
  const current = tabs.find((t) => t.id === selected);
  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="tab"
            onClick={() => select(tab.id)}
          >
            {tab.label}
            {tab.badge != null && <span className="tab-badge">{tab.badge}</span>}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          className="tab-panel"
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
