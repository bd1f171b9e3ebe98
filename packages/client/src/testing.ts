import { AppClient, type VisitorSignUp } from './index.ts';

/** A raw call, for the staff's side of a test (a gestor's send): the apps never make it. */
export { call } from './http.ts';

/** The clients a test opens, closed together at its end. */
export function clientPool(baseUrl: () => string) {
  const clients: AppClient[] = [];
  return {
    open: () => {
      const c = new AppClient(baseUrl());
      clients.push(c);
      return c;
    },
    closeAll: () => {
      for (const c of clients) c.close();
    },
  };
}

/** Signs a new visitor up, then in: the client keeps the visitor's token. */
export async function signUpAndIn(client: AppClient, visitor: VisitorSignUp): Promise<AppClient> {
  await client.signUpVisitor(visitor);
  await client.signIn(visitor.email, visitor.password, 'visitor');
  return client;
}

/**
 * A new visitor signed up and in on `client`, with an address of their own that starts with `label`; `over` sets
 * what the test reads of them (a name, an age), the rest is a plain adult visitor.
 */
export function newVisitor(client: AppClient, label: string, over: Partial<VisitorSignUp> = {}): Promise<AppClient> {
  return signUpAndIn(client, {
    email: `${label}.${Date.now()}@prueba.mx`,
    password: 'clave-e2e',
    name: 'Visitante',
    last_name: 'Prueba',
    sex: 'M',
    age: 30,
    nivel_estudios: 'Universidad',
    ...over,
  });
}
