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
