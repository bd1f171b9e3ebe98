import { RATING_MAX, type RatingIcon } from '@ppd/domain';
import { fill } from '../../../lib/text.ts';
import { Icon, type IconName } from '../../../ui/index.ts';
import { surveyTexts as t } from '../texts.ts';
import { CountBars } from './CountBars.tsx';
import { Stat } from './Stat.tsx';

const GLYPH: Record<RatingIcon, IconName> = {
  star: 'star',
  heart: 'heart',
  sentiment: 'smile',
  satisfaction: 'thumbsUp',
};
const oneDecimal = (n: number) => n.toLocaleString('es-MX', { maximumFractionDigits: 1 });

/** Always five icons, as many filled as the value (rounded); the value is the accessible name. */
export function RatingIcons({ icon, value }: { icon: RatingIcon; value: number | null }) {
  const filled = Math.round(value ?? 0);
  return (
    <span
      className="rating-icons"
      role="img"
      aria-label={value === null ? '—' : fill(t.ratingOf, { value: oneDecimal(value) })}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Icon key={i} name={GLYPH[icon]} filled={i < filled} className={i < filled ? 'rating-on' : 'rating-off'} />
      ))}
    </span>
  );
}

export function RatingBlock({
  icon,
  average,
  max,
  min,
  result,
  title,
}: {
  icon: RatingIcon;
  average: number | null;
  max: number | null;
  min: number | null;
  result: { value: number; count: number }[];
  title: string;
}) {
  return (
    <>
      <dl className="stats">
        {(
          [
            [t.average, average],
            [t.max, max],
            [t.min, min],
          ] as const
        ).map(([label, value]) => (
          <Stat key={label} label={label} value={value === null ? '—' : oneDecimal(value)}>
            <RatingIcons icon={icon} value={value} />
          </Stat>
        ))}
      </dl>
      <CountBars label={title} data={result.map((r) => ({ label: String(r.value), count: r.count }))} />
    </>
  );
}
