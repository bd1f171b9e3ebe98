import type { QuestionResultBlock } from '@ppd/domain';
import { lazy } from 'react';
import { fill } from '../../../lib/text.ts';
import { Loaded } from '../../../ui/index.ts';
import { surveyTexts as t } from '../texts.ts';
import { CountBars } from './CountBars.tsx';
import { Gallery } from './Gallery.tsx';
import { MoreAnswers } from './MoreAnswers.tsx';
import { RatingBlock } from './RatingBlock.tsx';
import { Stat } from './Stat.tsx';
import { WordCloudView } from './WordCloudView.tsx';

// deck.gl only for surveys with a geolocation question.
const PointsMap = lazy(async () => ({ default: (await import('./PointsMap.tsx')).PointsMap }));

const oneDecimal = (n: number | null) => (n === null ? '—' : n.toLocaleString('es-MX', { maximumFractionDigits: 1 }));

function Body({ surveyId, block }: { surveyId: number; block: QuestionResultBlock }) {
  const title = block.question_text;
  switch (block.question_type) {
    case 'open':
      return (
        <div className="open-answers">
          <MoreAnswers surveyId={surveyId} block={block}>
            {(answers) => (
              // A scrolling list takes the focus, so the keyboard can scroll it (WCAG 2.1.1).
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled
              <ul className="answer-list" tabIndex={0} aria-label={title}>
                {answers.map((answer, i) => (
                  <li key={i}>{answer}</li>
                ))}
              </ul>
            )}
          </MoreAnswers>
          <WordCloudView words={block.wordcloud} />
        </div>
      );
    case 'multiple':
      return <CountBars label={title} data={block.result.map((r) => ({ label: r.value, count: r.count }))} />;
    case 'scale':
      return (
        <>
          <dl className="stats">
            <Stat label={t.average} value={oneDecimal(block.average)} />
          </dl>
          <CountBars
            label={title}
            data={block.result.map((r, i, all) => ({
              label: [r.value, i === 0 ? block.labels.start : i === all.length - 1 ? block.labels.end : '']
                .filter((part) => part !== '')
                .join(' · '),
              count: r.count,
            }))}
          />
        </>
      );
    case 'rating':
      return <RatingBlock {...block} title={title} />;
    case 'multimedia':
      return <Gallery surveyId={surveyId} block={block} />;
    case 'geolocation':
      return (
        <MoreAnswers surveyId={surveyId} block={block}>
          {(points) => (
            <Loaded fallback={<div className="points-map" />}>
              <PointsMap points={points} />
            </Loaded>
          )}
        </MoreAnswers>
      );
  }
}

/** One question's results (spec §2.9), by its type. */
export function QuestionBlock({ surveyId, block }: { surveyId: number; block: QuestionResultBlock }) {
  return (
    <section className="card result-block" aria-label={block.question_text} data-question-type={block.question_type}>
      <header>
        <h2>
          {block.question_id}. {block.question_text}
        </h2>
        <p className="field-hint">{block.answers === 1 ? t.oneAnswer : fill(t.answerCount, { n: block.answers })}</p>
      </header>
      {block.answers === 0 ? <p className="list-empty">{t.noAnswers}</p> : <Body surveyId={surveyId} block={block} />}
    </section>
  );
}
