import { createTestDatabase } from '@ppd/db/testing';
import { messages } from '@ppd/domain';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from './errors.ts';

const database = await createTestDatabase();
const app = Fastify();

/** Values a schema might let through that PostgreSQL refuses, each read as the type of the column it would fill. */
const REFUSED = {
  'text with a NUL': sql`SELECT ${'a\u0000b'}::text`,
  'json with a NUL': sql`SELECT ${'{"a": "\\u0000"}'}::jsonb`,
  'json that is not json': sql`SELECT ${'{"a": '}::jsonb`,
  'a date in year 0': sql`SELECT ${'0000-01-01'}::date`,
  'a date that is no date': sql`SELECT ${'el martes'}::date`,
};

beforeAll(async () => {
  await app.register(errors);
  app.get<{ Params: { value: keyof typeof REFUSED } }>('/refused/:value', async (request) => {
    await REFUSED[request.params.value].execute(database.db);
    return { ok: true };
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('a value PostgreSQL refuses', () => {
  it.each(Object.keys(REFUSED))('answers %s with a 400 on the body, not a crash', async (value) => {
    const res = await app.inject({ url: `/refused/${encodeURIComponent(value)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { name: 'ValidationError' },
      message: messages.validation.invalid,
      field: 'body',
    });
  });
});
