import { messages } from '@ppd/domain';
import { useId } from 'react';
import { describedBy, FieldFrame } from './fields.tsx';
import { parseTime, showTime } from './timeText.ts';
import { type TypedFieldProps, useTypedText } from './typedText.ts';

/**
 * A time of day (`value` as `HH:mm`) in the kit's style, typed and shown on 24 hours ('19:00'): a browser's time
 * input would draw its own control, in its own locale ('07:00 PM').
 */
export function TimeField({ label, value, onChange, error, hint, id, className }: TypedFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const typed = useTypedText({ value, onChange, parse: parseTime, show: showTime });
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} className={className}>
      <input
        id={fieldId}
        className="input time-field"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        placeholder={messages.ui.timePlaceholder}
        value={typed.text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        onChange={(event) => typed.type(event.target.value)}
        onBlur={typed.leave}
      />
    </FieldFrame>
  );
}
