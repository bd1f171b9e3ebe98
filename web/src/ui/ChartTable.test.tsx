import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChartTable } from './ChartTable.tsx';

describe("a chart's figures as a table (Ver datos)", () => {
  it('reads a row per label with each series under its own header, as a screen reader walks a table', () => {
    const html = renderToStaticMarkup(
      <ChartTable
        id="t"
        title="Historial"
        labelColumn="Categoría"
        data={{
          labels: ['Lunes', 'Martes'],
          series: [
            { key: 'v', label: 'Visitantes', values: [1200, 3] },
            { key: 'a', label: 'Autoridades', values: [4] },
          ],
        }}
      />,
    );
    expect(html).toContain('<caption class="visually-hidden">Historial</caption>');
    expect(html).toContain(
      '<tr><th scope="col">Categoría</th><th scope="col">Visitantes</th><th scope="col">Autoridades</th></tr>',
    );
    expect(html).toContain('<tr><th scope="row">Lunes</th><td>1,200</td><td>4</td></tr>');
    expect(html).toContain('<tr><th scope="row">Martes</th><td>3</td><td>0</td></tr>');
  });
});
