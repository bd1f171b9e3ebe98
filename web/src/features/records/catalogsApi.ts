import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';

export interface Ref {
  id: number;
  nombre: string;
}
/** A catalogue entry that can be disabled (it then leaves the pickers). */
export interface Switchable extends Ref {
  enabled?: boolean;
}
export type Project = Switchable;
export interface Subcategory extends Ref {
  id_maincategory: number;
  tipo_id: number;
}

export interface ReferenceLists {
  proyectos: Project[];
  categorias: Switchable[];
  tipos: Switchable[];
}

/** Projects, main categories and types (spec §7 reference data). */
export async function fetchReferenceLists(): Promise<ReferenceLists> {
  const [p, c, t] = await Promise.all([
    api.get<{ proyectos: Project[] }>('/api/ppd/proyectos/getProjects'),
    api.get<{ categorias: Switchable[] }>('/api/ppd/catprinc/getMainCategories'),
    api.get<{ tipos: Switchable[] }>('/api/ppd/tipolevantamiento/getTypes'),
  ]);
  return { proyectos: p.proyectos, categorias: c.categorias, tipos: t.tipos };
}

/** The subcategories of one main category and type. */
export async function fetchSubcategories(idMainCategory: number, idType: number): Promise<Subcategory[]> {
  const reply = await api.post<{ subcategorias: Subcategory[] }>('/api/ppd/subcategorias/getSubcategories', {
    id_maincategory: idMainCategory,
    id_type: idType,
  });
  return reply.subcategorias;
}

/** Loads the reference lists while `active` (a dialog opening reloads them). */
export function useReferenceLists(active: boolean) {
  const [lists, setLists] = useState<ReferenceLists | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    fetchReferenceLists()
      .then((l) => live && setLists(l))
      .catch(() => live && setLists({ proyectos: [], categorias: [], tipos: [] }));
    return () => {
      live = false;
    };
  }, [active]);
  return lists;
}

/** Subcategories of the chosen category and type, reloaded whenever either changes. */
export function useSubcategories(category: string, type: string) {
  const [list, setList] = useState<Subcategory[]>([]);
  useEffect(() => {
    const c = Number(category);
    const t = Number(type);
    if (!c || !t) {
      setList([]);
      return;
    }
    let live = true;
    fetchSubcategories(c, t)
      .then((l) => live && setList(l))
      .catch(() => live && setList([]));
    return () => {
      live = false;
    };
  }, [category, type]);
  return list;
}
