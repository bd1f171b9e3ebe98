import { messages } from '@ppd/domain';
import { FieldFrame, useControl } from './fields.tsx';
import { parseTime, showTime } from './timeText.ts';
import { type TypedFieldProps, useTypedText } from './typedText.ts';

/**
 * A time of day (`value` as `HH:mm`) in the kit's style, typed and shown on 24 hours ('19:00'): a browser's time
 * input would draw its own control, in its own locale ('07:00 PM').
 */
export function TimeField({ label, value, onChange, error, hint, id, className }: TypedFieldProps) {
  const control = useControl(id, error, hint);
  const typed = useTypedText({ value, onChange, parse: parseTime, show: showTime });
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint} className={className}>
      <input
        {...control}
        {...typed.input}
        className="input time-field"
        maxLength={5}
        placeholder={messages.ui.timePlaceholder}
      />
    </FieldFrame>
  );
}
