import { api } from '../../lib/api.ts';
import type { Ref, Subcategory } from '../records/catalogsApi.ts';
import type { RawExplorerRecord } from './explorerData.ts';

export interface ExplorerLists {
  proyectos: Ref[];
  categorias: Ref[];
  subcategorias: Subcategory[];
  tipos: Ref[];
}

/** The explorer's reference lists (no token needed). Categories come as nombre_categoria. */
export async function fetchExplorerLists(): Promise<ExplorerLists> {
  const opts = { auth: false };
  const [p, c, s, t] = await Promise.all([
    api.get<{ proyectos: Ref[] }>('/api/ppd/proyectos/getProjectsToExplorer', opts),
    api.get<{ categorias: { id: number; nombre_categoria: string }[] }>(
      '/api/ppd/catprinc/getMainCategoriesToExplorer',
      opts,
    ),
    api.get<{ subcategorias: Subcategory[] }>('/api/ppd/subcategorias/getAllSubcategoriesToExplorer', opts),
    api.get<{ tipos: (Ref & { name?: string })[] }>('/api/ppd/tipolevantamiento/getTypesToExplorer', opts),
  ]);
  return {
    proyectos: p.proyectos,
    categorias: c.categorias.map((x) => ({ id: x.id, nombre: x.nombre_categoria })),
    subcategorias: s.subcategorias,
    tipos: t.tipos.map((x) => ({ id: x.id, nombre: x.nombre ?? x.name ?? '' })),
  };
}

/**
 * Every record the caller may see: all types selected, so no other list filters (the filter panel then works
 * on what is loaded). With `staff` the session's token goes along and private records come too.
 */
export async function fetchExplorerRecords(typeIds: number[], staff: boolean): Promise<RawExplorerRecord[]> {
  const reply = await api.post<{ levantamientos: RawExplorerRecord[] }>(
    '/api/ppd/levantamiento/getLevantamientos',
    { id_proyecto: [0], id_cat_principal: [0], id_cat_secundaria: [0], id_tipo: typeIds, admin: staff },
    { auth: staff },
  );
  return reply.levantamientos;
}
