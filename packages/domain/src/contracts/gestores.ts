import { defineRoutes } from '../contract.ts';
import { gestorRow, gestorUpdate } from '../schemas/people.ts';
import { personRoutes } from './people.ts';

/** The name of a gestor's workbook, as the API sends it and the browser saves it. */
export const GESTOR_WORKBOOK = 'Monitorista.xlsx';

/** Gestores: the back office's users (`/monitors` in the spec's paths), kept by administrators. */
export const gestorRoutes = defineRoutes(
  'Gestores',
  personRoutes('/monitors', gestorRow, gestorUpdate, {
    one: 'un gestor',
    plural: 'Gestores',
    onDelete: 'nadie se elimina a sí mismo',
    workbook: GESTOR_WORKBOOK,
    sheets: 'Monitorista y Bitacora',
  }),
);
