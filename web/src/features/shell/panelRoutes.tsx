import { complaintTexts, dataRequestTexts, messages } from '@ppd/domain';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { type Match, matchRoute, type Parser } from 'wouter';
import { Loaded } from '../../ui/index.ts';
import { AuthoritiesPage } from '../authorities/index.ts';
import { prefetchExplorer } from '../explorer/index.ts';
import { GestoresPage } from '../gestores/index.ts';
import type { Access } from '../session/index.ts';
import { PanelHome } from './PanelHome.tsx';

export interface PanelRoute {
  path: string;
  access: Exclude<Access, 'public'>;
  title: string;
  render: (params: Record<string, string | undefined>) => ReactNode;
  /** Stays mounted (hidden) after the user leaves it: the map keeps its state. */
  keepAlive?: boolean;
}

/**
 * A screen fetched on first visit: the map screens carry deck.gl and turf (most of the bundle), which the
 * login page and the lists do not need.
 */
export function lazyScreen<P extends object = object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return (props: P) => (
    <Loaded>
      <Screen {...props} />
    </Loaded>
  );
}

const MapScreen = lazyScreen(async () => (await import('../map/MapScreen.tsx')).MapScreen);
export async function loadAdminExplorerPage() {
  prefetchExplorer(true);
  return (await import('../explorer/ExplorerPage.tsx')).AdminExplorerPage;
}
const AdminExplorerPage = lazyScreen(loadAdminExplorerPage);
const RecordsPage = lazyScreen(async () => (await import('../records/RecordsPage.tsx')).RecordsPage);
const ComplaintsPage = lazyScreen(async () => (await import('../complaints/ComplaintsPage.tsx')).ComplaintsPage);
const AlertsPage = lazyScreen(async () => (await import('../alerts/AlertsPage.tsx')).AlertsPage);
const ReportsPage = lazyScreen(async () => (await import('../reports/ReportsPage.tsx')).ReportsPage);
const AdminPage = lazyScreen(async () => (await import('../catalogs/AdminPage.tsx')).AdminPage);
const CatalogsPage = lazyScreen(async () => (await import('../catalogs/CatalogsPage.tsx')).CatalogsPage);
const ActivitiesPage = lazyScreen(async () => (await import('../activities/ActivitiesPage.tsx')).ActivitiesPage);
const SurveysPage = lazyScreen(async () => (await import('../surveys/SurveysPage.tsx')).SurveysPage);
const NewSurveyPage = lazyScreen(async () => (await import('../surveys/builder/SurveyBuilderPages.tsx')).NewSurveyPage);
const EditSurveyPage = lazyScreen(
  async () => (await import('../surveys/builder/SurveyBuilderPages.tsx')).EditSurveyPage,
);
const DataRequestsPage = lazyScreen(async () => (await import('../data-requests/index.ts')).DataRequestsPage);
const SurveyResultsPage = lazyScreen(async () => (await import('../surveys/results/ResultsPage.tsx')).ResultsPage);

const nav = messages.shell.nav;
/** The routes inside the shell (spec part 1 §2.1). */
export const PANEL_ROUTES: readonly PanelRoute[] = [
  { path: '/panel', access: 'session', title: nav.panel, render: () => <PanelHome /> },
  { path: '/mapa', access: 'session', title: nav.map, render: () => <MapScreen />, keepAlive: true },
  { path: '/adminexplorer', access: 'session', title: nav.explorer, render: () => <AdminExplorerPage /> },
  { path: '/registros', access: 'session', title: nav.records, render: () => <RecordsPage /> },
  { path: '/eventos', access: 'session', title: messages.activities.title, render: () => <ActivitiesPage /> },
  { path: '/reportes', access: 'session', title: nav.reports, render: () => <ReportsPage /> },
  { path: '/cuestionarios', access: 'session', title: nav.surveys, render: () => <SurveysPage /> },
  { path: '/cuestionarios/nuevo', access: 'session', title: nav.newSurvey, render: () => <NewSurveyPage /> },
  // Named routes editarCuestionario and respuestasCuestionario (their paths are ours to choose).
  {
    path: '/cuestionarios/:id/editar',
    access: 'session',
    title: nav.editSurvey,
    render: ({ id }) => <EditSurveyPage id={id} />,
  },
  {
    path: '/cuestionarios/:id/respuestas',
    access: 'session',
    title: nav.surveyResults,
    render: ({ id }) => <SurveyResultsPage id={id} />,
  },
  { path: '/monitores', access: 'admin', title: nav.authorities, render: () => <AuthoritiesPage /> },
  { path: '/gestores', access: 'admin', title: nav.gestores, render: () => <GestoresPage /> },
  { path: '/alertas', access: 'session', title: messages.board.alerts.title, render: () => <AlertsPage /> },
  { path: '/denuncias', access: 'session', title: complaintTexts.title, render: () => <ComplaintsPage /> },
  { path: '/administracion', access: 'admin', title: nav.admin, render: () => <AdminPage /> },
  { path: '/configuracion', access: 'admin', title: messages.config.title, render: () => <CatalogsPage /> },
  {
    path: '/solicitudes-datos',
    access: 'admin',
    title: dataRequestTexts.title,
    render: () => <DataRequestsPage />,
  },
];

export interface PanelMatch {
  route: PanelRoute;
  params: Record<string, string | undefined>;
}

export function findPanelRoute(parser: Parser, location: string): PanelMatch | null {
  for (const route of PANEL_ROUTES) {
    const [matched, params] = matchRoute(parser, route.path, location) as Match;
    if (matched) return { route, params: { ...params } };
  }
  return null;
}
