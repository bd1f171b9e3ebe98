import { authorshipTexts, type SurveyView } from '@ppd/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { sessionAtom } from '../../../lib/session.ts';
import { DialogsProvider } from '../../../ui/index.ts';
import { surveyKeys } from '../surveysApi.ts';
import { surveyTexts as t } from '../texts.ts';
import { EditSurveyPage } from './SurveyBuilderPages.tsx';

const AUTHOR = 5;

const survey = (answers: number): SurveyView => ({
  id: 7,
  nombre: 'Limpieza del parque',
  description: 'Opinión de los visitantes',
  id_categoria: null,
  category_name: null,
  preguntas: [
    { id: 1, type: 'open', value: '¿Qué mejorarías?' },
    { id: 2, type: 'multiple', value: '¿Volverías?', options: ['Sí', 'No'] },
  ] as SurveyView['preguntas'],
  number_answers: answers,
  created_date: '2024-05-01T10:00:00Z',
  autor_id: AUTHOR,
});

/**
 * The edit page as first rendered for this user (its author unless said), its survey already in the cache (no
 * request: the server renderer fetches nothing).
 */
function renderEditPage(answers: number, user = { user_id: AUTHOR, is_admin: false }): string {
  const client = new QueryClient();
  client.setQueryData(surveyKeys.one(7), survey(answers));
  const store = createStore();
  const profile = { uuid: 'u', email: 'g@demo.ppd', name: 'G', last_name: 'P', profile_image: null };
  store.set(sessionAtom, { token: 't', keep: false, user: { ...profile, ...user } });
  return renderToStaticMarkup(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <DialogsProvider>
          <Router ssrPath="/cuestionarios/7/editar">
            <EditSurveyPage id="7" />
          </Router>
        </DialogsProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

const buttonLabels = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/gs)].map((m) => m[1]);

describe('the survey edit page (spec §4: a survey can be edited only while it has zero answers)', () => {
  it('edits a survey without answers: enabled fields, Agregar pregunta, Guardar and Cancelar', () => {
    const html = renderEditPage(0);
    expect(html).not.toContain(t.answeredNotice);
    expect(html).not.toMatch(/<fieldset[^>]*builder-body[^>]*disabled/);
    expect(html).toContain(t.addQuestion);
    expect(html).toMatch(/<button[^>]*type="submit"/);
    expect(html).toContain(`>${t.cancel}</a>`);
  });

  it("shows another gestor's survey read-only to a gestor without the admin flag, as the server would refuse", () => {
    const html = renderEditPage(0, { user_id: AUTHOR + 1, is_admin: false });
    expect(html).toContain(authorshipTexts.surveyNotMine);
    expect(html).toMatch(/<fieldset[^>]*builder-body[^>]*disabled/);
    expect(html).not.toMatch(/<button[^>]*type="submit"/);
    const admin = renderEditPage(0, { user_id: AUTHOR + 1, is_admin: true });
    expect(admin).not.toContain(authorshipTexts.surveyNotMine);
    expect(admin).toMatch(/<button[^>]*type="submit"/);
  });

  it('shows a survey with answers read-only under the notice: all disabled, no save, a way back to the list', () => {
    const html = renderEditPage(3);
    expect(html).toContain(t.answeredNotice);
    // Its content is still shown…
    expect(html).toContain('Limpieza del parque');
    expect(html).toContain('¿Volverías?');
    // …inside a disabled fieldset holding every field and question control.
    const body = html.match(/<fieldset[^>]*class="builder-body"[^>]*>([\s\S]*)<\/fieldset>/);
    expect(body?.[0]).toMatch(/^<fieldset[^>]*disabled=""/);
    expect(body?.[1]).toContain('Limpieza del parque');
    expect(body?.[1]).toContain('¿Volverías?');
    expect(html.slice(0, body?.index).match(/<(input|select|textarea|button)\b/)).toBeNull();
    // No way to add questions or to save.
    expect(html).not.toContain(t.addQuestion);
    expect(html).not.toMatch(/<button[^>]*type="submit"/);
    expect(buttonLabels(html).join(' ')).not.toContain(t.save);
    expect(html).toMatch(new RegExp(`<a[^>]*href="/cuestionarios"[^>]*>${t.back}</a>`));
  });
});
