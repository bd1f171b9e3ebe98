import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyAccountRetention, diskMediaFiles, previewRetention } from '@ppd/db';
import { sleep, waitFor } from '@ppd/db/testing';
import { formatDay } from '@ppd/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { login } from './helpers/api.ts';
import { liveStack } from './helpers/live-stack.ts';
import { mailsTo } from './helpers/maildev.ts';
import { createUser, PASSWORD } from './helpers/users.ts';

describe('inactive accounts (issue 38 §4)', () => {
  const live = liveStack();
  const media = diskMediaFiles(path.join('/tmp/retention', `media-${process.pid}`));

  /** A visitor last seen `months` ago, with a profile picture on disk. */
  async function visitorSeen(months: number, name: string) {
    const user = await createUser(live.database.db, { type: 'visitor', name });
    const picture = `profiles/${user.id}.jpg`;
    await mkdir(path.join(media.root, 'profiles'), { recursive: true });
    await writeFile(path.join(media.root, picture), 'jpg');
    await live.database.db
      .updateTable('users')
      .set({ last_seen_at: sql`now() - make_interval(months => ${months})`, profile_image: picture })
      .where('id', '=', user.id)
      .execute();
    return { ...user, picture };
  }
  const account = (id: number) =>
    live.database.db
      .selectFrom('users')
      .select(['email', 'name', 'inactive', 'inactivity_notice_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const pictureKept = (key: string) =>
    access(path.join(media.root, key)).then(
      () => true,
      () => false,
    );
  const mailed = (email: string) =>
    waitFor(async () => {
      const found = await mailsTo(email);
      return found.length > 0 ? found : undefined;
    });
  const counts = async () => {
    const { notices, cancellations } = await previewRetention(live.database.db);
    return { notices, cancellations };
  };

  it('e-mails a notice once to visitors inactive for 24 months, cancels those still inactive 30 days later, keeps the rest', async () => {
    const idle = await visitorSeen(25, 'Inés');
    const back = await visitorSeen(25, 'Berta');
    const active = await visitorSeen(23, 'Ana');

    expect(await counts()).toEqual({ notices: 2, cancellations: 0 });
    expect(await applyAccountRetention(live.database.db, media, 1)).toEqual({ notices: 2, cancellations: 0 });
    const day = formatDay(Date.now() + 30 * 86_400_000);
    const [mail] = await mailed(idle.email);
    expect(mail!.subject).toBe(`Tu cuenta de Monitoreo Comunitario PPD se cancelará el ${day}`);
    expect(mail!.text).toContain('Hola Inés:');
    expect(mail!.text).toContain(`Tu cuenta se cancelará el ${day} si no entras antes de esa fecha.`);
    await mailed(back.email);

    // Told once: a rerun within the notice's days neither writes again nor cancels.
    expect(await applyAccountRetention(live.database.db, media)).toEqual({ notices: 0, cancellations: 0 });
    expect(await counts()).toEqual({ notices: 0, cancellations: 0 });

    // Berta comes back; then the 30 days pass.
    expect((await login(live.app, back.email, PASSWORD, 'visitor')).status).toBe(200);
    await live.database.db
      .updateTable('users')
      .set({ inactivity_notice_at: sql`inactivity_notice_at - interval '31 days'` })
      .where('id', 'in', [idle.id, back.id])
      .execute();

    expect(await counts()).toEqual({ notices: 0, cancellations: 1 });
    expect(await applyAccountRetention(live.database.db, media)).toEqual({ notices: 0, cancellations: 1 });
    expect(await account(idle.id)).toMatchObject({
      email: `anonimo-${idle.id}@eliminado.invalid`,
      name: 'Anónimo',
      inactive: true,
    });
    expect(await pictureKept(idle.picture)).toBe(false);
    for (const kept of [back, active]) {
      expect(await account(kept.id)).toMatchObject({ email: kept.email, inactive: false });
      expect(await pictureKept(kept.picture)).toBe(true);
    }
    const audited = await waitFor(async () => {
      const rows = await live.database.db
        .selectFrom('audit_log')
        .select(['action', 'observation'])
        .where('module', '=', 'Privacidad')
        .orderBy('id')
        .execute();
      return rows.length >= 3 ? rows : undefined;
    });
    expect(audited).toEqual([
      {
        action: 'Aviso de cancelación por inactividad',
        observation: `Visitante #${idle.id}: se cancelará el ${day} si no entra`,
      },
      {
        action: 'Aviso de cancelación por inactividad',
        observation: `Visitante #${back.id}: se cancelará el ${day} si no entra`,
      },
      {
        action: 'Cancelación de cuenta por inactividad',
        observation: `Visitante #${idle.id}: cuenta eliminada, sus reportes quedan anónimos`,
      },
    ]);

    // Done once: a rerun changes nothing, and nobody got a second mail.
    expect(await applyAccountRetention(live.database.db, media)).toEqual({ notices: 0, cancellations: 0 });
    await sleep(1_000);
    expect(await mailsTo(idle.email)).toHaveLength(1);
    expect(await mailsTo(back.email)).toHaveLength(1);
    expect(await mailsTo(active.email)).toHaveLength(0);
  });
});
