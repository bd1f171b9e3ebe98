import { messages } from '@ppd/domain';
import { useEffect, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { dateOfIsoDay, isoDay, parseDay, showDay } from './dayText.ts';
import { FieldFrame, useControl } from './fields.tsx';
import { Icon } from './Icon.tsx';
import { type TypedFieldProps, useTypedText } from './typedText.ts';

/** `value`: the day as `YYYY-MM-DD`. */
export type DateFieldProps = TypedFieldProps;

/**
 * A day in the kit's style, shown and typed as DD/MM/YYYY, with a Spanish calendar (react-day-picker) behind its
 * button. A typed day counts once it is a real one; leaving the field with anything else puts back the last day.
 */
export function DateField({ label, value, onChange, error, hint, id, className }: DateFieldProps) {
  const control = useControl(id, error, hint);
  const calendarId = `${control.id}-calendar`;
  const typed = useTypedText({ value, onChange, parse: parseDay, show: showDay });
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open]);

  const selected = dateOfIsoDay(value);
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint} className={className}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the calendar from any of its parts */}
      <div
        ref={wrapper}
        className="input-group date-field"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            // Not the modal's Escape too: the dialog's cancel is the key's default action, not its bubbling.
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <input {...control} {...typed.input} className="input" placeholder={messages.ui.datePlaceholder} />
        <button
          type="button"
          className="input-addon"
          aria-label={messages.ui.chooseDate}
          title={messages.ui.chooseDate}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          onClick={() => setOpen((v) => !v)}
        >
          <Icon name="calendar" size={18} />
        </button>
        {open && (
          <div id={calendarId} className="date-popover" role="dialog" aria-label={label}>
            <DayPicker
              mode="single"
              locale={es}
              selected={selected}
              defaultMonth={selected}
              autoFocus
              onSelect={(day) => {
                const next = day ? isoDay(day) : '';
                typed.setText(showDay(next));
                onChange(next);
                setOpen(false);
              }}
            />
          </div>
        )}
      </div>
    </FieldFrame>
  );
}
