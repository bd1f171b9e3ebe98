import { formatDate } from '@ppd/domain';

/** A stored instant shown as the spec does: Mexico City time, DD/MM/YYYY hh:mm a. */
export function DateText({
  value,
  className,
}: {
  value: Date | string | number | null | undefined;
  className?: string;
}) {
  if (value == null || value === '') return null;
  const date = new Date(value);
  const iso = Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  return (
    <time className={className} dateTime={iso}>
      {formatDate(value)}
    </time>
  );
}
