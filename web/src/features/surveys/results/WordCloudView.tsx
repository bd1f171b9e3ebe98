import type { WordCount } from '@ppd/domain';
import { Text } from '@visx/text';
import { Wordcloud } from '@visx/wordcloud';
import { useMemo } from 'react';
import { useChartTable } from '../../../ui/index.ts';
import { surveyTexts as t } from '../texts.ts';
import { countFigures } from './CountBars.tsx';
import { fontSizes, tierColor, tierOf } from './wordTiers.ts';

const WIDTH = 520;
const HEIGHT = 240;
// A fixed layout: the cloud does not jump around each time an answer arrives.
const fixedRandom = () => 0.5;

export function WordCloudView({ words }: { words: readonly WordCount[] }) {
  // The layout runs again whenever its inputs change identity: keep them stable between renders.
  const layout = useMemo(() => ({ words: words.map((w) => ({ ...w })), fontSize: fontSizes(words) }), [words]);
  const byText = useMemo(() => new Map(words.map((w) => [w.text, w.value])), [words]);
  const figures = useChartTable(
    t.wordCloud,
    () => countFigures(words.map((w) => ({ label: w.text, count: w.value }))),
    t.wordColumn,
  );
  if (words.length === 0) return null;
  return (
    <figure className="word-cloud">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t.wordCloud}>
        <Wordcloud
          words={layout.words}
          width={WIDTH}
          height={HEIGHT}
          fontSize={layout.fontSize}
          font="system-ui, sans-serif"
          padding={2}
          spiral="archimedean"
          rotate={0}
          random={fixedRandom}
        >
          {(cloud) =>
            cloud.map((w) => {
              const count = byText.get(w.text ?? '') ?? 0;
              return (
                <Text
                  key={w.text}
                  fill={tierColor(count)}
                  data-tier={tierOf(count)}
                  textAnchor="middle"
                  transform={`translate(${w.x}, ${w.y}) rotate(${w.rotate})`}
                  fontSize={w.size}
                  fontFamily={w.font}
                >
                  {w.text}
                </Text>
              );
            })
          }
        </Wordcloud>
      </svg>
      {figures.toggle}
      {figures.table}
    </figure>
  );
}
