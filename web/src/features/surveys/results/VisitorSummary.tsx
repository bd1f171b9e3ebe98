import { SEXES, type SurveyResults } from '@ppd/domain';
import { surveyTexts as t } from '../texts.ts';
import { CountBars } from './CountBars.tsx';
import { Stat } from './Stat.tsx';

const whole = (n: number | null) => (n === null ? '—' : n.toLocaleString('es-MX', { maximumFractionDigits: 1 }));

/** Who answered: how many, by sex (H, M) and their ages. */
export function VisitorSummary({ visitors }: { visitors: SurveyResults['visitors'] }) {
  return (
    <section className="card result-block visitor-summary" aria-label={t.visitors}>
      <dl className="stats">
        <Stat label={t.visitors} value={visitors.total} />
        <Stat label={`${t.age}: ${t.ageAverage}`} value={whole(visitors.age.average)} />
        <Stat label={`${t.age}: ${t.ageMax}`} value={whole(visitors.age.max)} />
        <Stat label={`${t.age}: ${t.ageMin}`} value={whole(visitors.age.min)} />
      </dl>
      <CountBars
        label={t.gender}
        column={t.gender}
        color="var(--color-accent)"
        data={(['H', 'M'] as const).map((sex) => ({ label: SEXES[sex], count: visitors.gender[sex] }))}
      />
    </section>
  );
}
