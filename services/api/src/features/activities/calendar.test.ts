import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, errorOf, loginAs, type TestApp } from '../../../test/app.ts';
import { activityFields, activityRequest, createActivityRefs } from './testing.ts';

let t: TestApp;
let staff: string;
let sport: { categoryId: number; placeId: number };
let culture: { categoryId: number; placeId: number };
let race: number;
let concert: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginAs(t.app, (await createUser(t.db)).email);
  sport = await createActivityRefs(t.db);
  culture = await createActivityRefs(t.db);
  await t.db.updateTable('activity_categories').set({ name: 'Cultura' }).where('id', '=', culture.categoryId).execute();
  const create = async (refs: typeof sport, fields: Record<string, string>) => {
    const res = await t.app.inject(activityRequest('POST', '/api/events', staff, activityFields(refs, fields)));
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  race = await create(sport, { nombre: 'Carrera 5K', descripcion: 'Salida; llegue, temprano', fecha: '2031-05-10' });
  concert = await create(culture, {
    nombre: 'Concierto',
    fecha: '2031-06-01',
    fecha_final: '2031-06-01',
    hora: '19:00',
    hora_final: '21:00',
  });
});
afterAll(() => t.close());

const feed = (query = '') => t.app.inject({ url: `/api/app/events.ics${query}` });

/** The feed as a calendar app reads it: ical.js's parse, every event's properties read, nothing said on the console. */
function parsed(text: string) {
  const said = vi.spyOn(console, 'warn');
  const failed = vi.spyOn(console, 'error');
  try {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => ({
      uid: v.getFirstPropertyValue('uid'),
      stamp: v.getFirstPropertyValue('dtstamp') as ICAL.Time | null,
      event: new ICAL.Event(v),
    }));
    for (const { event } of events) void [event.summary, event.description, event.location, event.endDate];
    expect([...said.mock.calls, ...failed.mock.calls]).toEqual([]);
    return { calendar, events };
  } finally {
    said.mockRestore();
    failed.mockRestore();
  }
}
const uidOf = (id: number) => `evento-${id}@monitoreo-ppd`;
const lines = (text: string) => text.split('\r\n');

describe('GET /api/app/events.ics', () => {
  it('carries every activity with a UID, a DTSTAMP and its times in UTC, as RFC 5545 asks', async () => {
    const res = await feed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const { calendar, events } = parsed(res.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(events.map((e) => e.uid).sort()).toEqual([uidOf(race), uidOf(concert)].sort());
    for (const { stamp, event } of events) {
      expect(stamp?.zone?.tzid).toBe('UTC');
      expect([event.startDate.zone?.tzid, event.endDate.zone?.tzid]).toEqual(['UTC', 'UTC']);
    }
    // 07:00 in Mexico City (UTC-6) is 13:00 UTC; commas and semicolons escaped.
    expect(lines(res.body)).toContain('DTSTART:20310510T130000Z');
    expect(lines(res.body)).toContain('DESCRIPTION:Salida\\; llegue\\, temprano');
    expect(lines(res.body).filter((l) => /^(DTSTART|DTEND|DTSTAMP):/.test(l) && !l.endsWith('Z'))).toEqual([]);
  });

  it('answers the same document until an activity changes, which keeps its UID and gets a later DTSTAMP', async () => {
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await t.db.updateTable('activities').set({ updated_at: anHourAgo }).where('id', '=', race).execute();
    const first = (await feed()).body;
    expect((await feed()).body).toBe(first);
    const stampOf = (text: string) =>
      parsed(text)
        .events.find((e) => e.uid === uidOf(race))!
        .stamp!.toJSDate();
    const edited = await t.app.inject(
      activityRequest('PUT', `/api/events/${race}`, staff, activityFields(sport, { nombre: 'Carrera 10K' })),
    );
    expect(edited.statusCode).toBe(200);
    const after = (await feed()).body;
    const race10k = parsed(after).events.find((e) => e.uid === uidOf(race));
    expect(race10k?.event.summary).toBe('Carrera 10K');
    expect(stampOf(after).getTime()).toBeGreaterThan(stampOf(first).getTime());
  });

  it('folds long lines at 75 octets without splitting an accented letter or an emoji, and reads them back', async () => {
    const nombre =
      `Rodada 🚴‍♀️🌳 por la Calzada de los Poetas: señalización y reforestación ${'ñandú 🎉 '.repeat(9)}`.trim();
    const saved = await t.app.inject(
      activityRequest('POST', '/api/events', staff, activityFields(sport, { nombre, fecha: '1969-07-20' })),
    );
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id as number;
    const res = await feed();
    await t.db.deleteFrom('activities').where('id', '=', id).execute();
    const text = res.body;
    expect(lines(text).filter((l) => Buffer.byteLength(l) > 75)).toEqual([]);
    // A character cut between two lines would reach the parser as U+FFFD.
    expect(text).not.toContain('\uFFFD');
    expect(lines(text).some((l) => l.startsWith(' '))).toBe(true);
    const old = parsed(text).events.find((e) => e.uid === uidOf(id))!.event;
    expect(old.summary).toBe(nombre);
    // 07:00 in Mexico City on 1969-07-20 (UTC-6) is 13:00 UTC.
    expect(old.startDate.toJSDate().toISOString()).toBe('1969-07-20T13:00:00.000Z');
  });
});

describe('GET /api/app/events.ics?categoria=', () => {
  it("is one category's calendar, named after it", async () => {
    const res = await feed(`?categoria=${culture.categoryId}`);
    expect(res.statusCode).toBe(200);
    const { calendar, events } = parsed(res.body);
    expect(events.map((e) => e.uid)).toEqual([uidOf(concert)]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Eventos · Cultura');
    expect(parsed((await feed()).body).calendar.getFirstPropertyValue('x-wr-calname')).toBe('Eventos');
  });

  it('answers 404 for a category that does not exist, and 400 for what is not an id', async () => {
    const missing = await feed('?categoria=999999');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).field).toBe('categoria');
    expect((await feed('?categoria=cultura')).statusCode).toBe(400);
  });
});
