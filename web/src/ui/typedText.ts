import { type ChangeEvent, useEffect, useState } from 'react';

/** A field the user types a value into: the value as the form holds it ('' for none) and the field's frame. */
export interface TypedFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string;
  className?: string;
}

/**
 * The text of a field the user types a value into (a day, a time): the value changes as soon as the text reads as
 * one, and leaving the field shows the value as the product writes it (what was typed if it reads, else the last).
 */
export function useTypedText({
  value,
  onChange,
  parse,
  show,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The value the text reads as; '' for blank, null when it is none. */
  parse: (text: string) => string | null;
  show: (value: string) => string;
}) {
  const [text, setText] = useState(() => show(value));

  useEffect(() => {
    if (parse(text) !== value) setText(show(value));
    // Only when the value changes from outside (Limpiar, a reset); typing keeps its own text.
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps

  const type = (next: string) => {
    setText(next);
    const read = parse(next);
    if (read !== null && read !== value) onChange(read);
  };
  return {
    setText,
    /** The text input's props: typed on the numeric keyboard, no autofill. */
    input: {
      type: 'text',
      inputMode: 'numeric',
      autoComplete: 'off',
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => type(event.target.value),
      onBlur: () => setText(show(parse(text) ?? value)),
    },
  } as const;
}
