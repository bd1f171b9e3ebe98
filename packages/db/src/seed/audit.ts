import { HOUR, hoursAgo, type SeedContext } from './context.ts';
import type { People } from './people.ts';

/** A short bitácora for both gestores, so their detail screens are not empty. */
export async function seedAudit(ctx: SeedContext, people: People): Promise<void> {
  const entries: { module: string; action: string; observation: string }[] = [
    { module: 'Login', action: 'Inicio de sesión', observation: 'Inicio de sesión en el panel' },
    { module: 'Encuestas', action: 'Envío de encuesta a visitantes', observation: 'Encuesta enviada a visitantes' },
    { module: 'Registros', action: 'Descarga', observation: 'Descarga de RegistrosPPD.xlsx' },
    { module: 'Alertas', action: 'Asignación de autoridad', observation: 'Alerta asignada a una autoridad' },
    { module: 'Login', action: 'Cierre de sesión', observation: 'Cierre de sesión del panel' },
  ];
  const rows = [people.admin, people.gestor].flatMap((person, p) =>
    entries.map((entry, i) => ({
      ...entry,
      email: person.email,
      user_id: person.id,
      date: new Date(hoursAgo(ctx, 30 - p * 2).getTime() + i * 0.5 * HOUR),
    })),
  );
  await ctx.db.insertInto('audit_log').values(rows).execute();
}
