import { type Sex, STUDY_LEVELS } from '@ppd/domain';
import type { NewUser } from '../tables/identity.ts';
import type { Catalogs } from './catalogs.ts';
import type { SeedContext } from './context.ts';
import { hoursAgo } from './context.ts';
import { CDMX_BOX, pointIn, pointWkt } from './geo.ts';

export const ADMIN_EMAIL = 'admin@demo.ppd';
export const GESTOR_EMAIL = 'gestor@demo.ppd';
export const VISITOR_COUNT = 30;

export interface Person {
  id: number;
  email: string;
  name: string;
  last_name: string;
}

export interface People {
  admin: Person;
  gestor: Person;
  /** Active ones first; the last one is inactive. */
  authorities: Person[];
  visitors: Person[];
}

/** Password hashes, computed before the transaction (argon2 is slow on purpose). */
export interface Hashes {
  /** Of the demo password: gestores and visitors. */
  demo: string;
  /** Of each authority's auth_id, by auth_id. */
  authIds: Map<string, string>;
}

export const AUTHORITIES = [
  { auth_id: 'AUT-1001', name: 'Ramón', last_name: 'Salinas Poot', area: 'SALVAVIDAS', sex: 'H', age: 34 },
  { auth_id: 'AUT-1002', name: 'Lucía', last_name: 'Hernández Ruiz', area: 'POLICIA', sex: 'M', age: 41 },
  { auth_id: 'AUT-1003', name: 'Jorge', last_name: 'Canché Medina', area: 'PARAMEDICOS', sex: 'H', age: 29 },
  { auth_id: 'AUT-1004', name: 'Patricia', last_name: 'Vargas Ortiz', area: 'POLICIA', sex: 'M', age: 52 },
] as const;

const MALE_NAMES = ['Luis', 'Carlos', 'Miguel', 'José', 'Diego', 'Fernando', 'Ricardo', 'Andrés', 'Javier', 'Emilio'];
const FEMALE_NAMES = ['María', 'Sofía', 'Fernanda', 'Valeria', 'Daniela', 'Gabriela', 'Mariana', 'Paola', 'Elena'];
const SURNAMES = [
  'García',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Chan',
  'May',
  'Pech',
  'Torres',
  'Rivera',
  'Domínguez',
];
/** Spread over every age bucket of the reports (<18 ... 50 +). */
const AGES = [15, 17, 19, 21, 24, 26, 28, 31, 33, 36, 38, 42, 44, 47, 49, 53, 58, 64, 71];

const phone = (n: number): string => `55${String(10_000_000 + n * 7_919).slice(-8)}`;

async function insert(ctx: SeedContext, user: NewUser): Promise<Person> {
  return ctx.db
    .insertInto('users')
    .values(user)
    .returning(['id', 'email', 'name', 'last_name'])
    .executeTakeFirstOrThrow();
}

export async function seedPeople(ctx: SeedContext, hashes: Hashes, catalogs: Catalogs): Promise<People> {
  const { rng } = ctx;
  const admin = await insert(ctx, {
    type: 'monitor',
    email: ADMIN_EMAIL,
    password_hash: hashes.demo,
    name: 'Ana',
    last_name: 'Administradora',
    username: 'ana.admin',
    is_admin: true,
    phone_number: '5512345678',
    address: 'Av. Paseo de la Reforma 51, Ciudad de México',
    age: 38,
    sex: 'M',
  });
  const gestor = await insert(ctx, {
    type: 'monitor',
    email: GESTOR_EMAIL,
    password_hash: hashes.demo,
    name: 'Gerardo',
    last_name: 'Gestor Pech',
    username: 'gerardo.gestor',
    is_admin: false,
    phone_number: '9991234567',
    address: 'Calle 60 x 57, Centro, Mérida',
    age: 31,
    sex: 'H',
  });

  const authorities: Person[] = [];
  for (const [i, a] of AUTHORITIES.entries()) {
    const category = catalogs.authorityCategories.find((c) => c.area === a.area)!;
    const position = pointIn(rng, CDMX_BOX, 0.002);
    authorities.push(
      await insert(ctx, {
        type: 'authority',
        email: `autoridad${i + 1}@demo.ppd`,
        password_hash: hashes.authIds.get(a.auth_id)!,
        name: a.name,
        last_name: a.last_name,
        username: `autoridad${i + 1}`,
        auth_id: a.auth_id,
        project_id: catalogs.projects[i % 2 === 0 ? 'Bosque de Chapultepec' : 'Polanco Caminable'],
        category_id: category.id,
        phone_number: phone(100 + i),
        address: 'Ciudad de México',
        age: a.age,
        sex: a.sex,
        device_id: `demo-device-${i + 1}`,
        inactive: i === AUTHORITIES.length - 1,
        last_location: pointWkt(position),
        last_seen_at: hoursAgo(ctx, (i + 1) * 0.75),
      }),
    );
  }

  const visitors: Person[] = [];
  for (let i = 0; i < VISITOR_COUNT; i++) {
    const sex: Sex = i % 2 === 0 ? 'M' : 'H';
    const name = rng.pick(sex === 'M' ? FEMALE_NAMES : MALE_NAMES);
    const lastName = `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
    visitors.push(
      await insert(ctx, {
        type: 'visitor',
        email: `visitante${String(i + 1).padStart(2, '0')}@demo.ppd`,
        password_hash: hashes.demo,
        name,
        last_name: lastName,
        username: `visitante${i + 1}`,
        age: AGES[i % AGES.length]!,
        sex,
        nivel_estudios: STUDY_LEVELS[(i * 7 + rng.int(0, 2)) % STUDY_LEVELS.length]!,
        phone_number: phone(200 + i),
        last_location: pointWkt(pointIn(rng, CDMX_BOX, 0.001)),
        last_seen_at: hoursAgo(ctx, rng.float(1, 24 * 20)),
      }),
    );
  }
  return { admin, gestor, authorities, visitors };
}
