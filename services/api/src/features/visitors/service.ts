import { type Db, hashPassword, recordEvent } from '@ppd/db';
import type { VisitorSignUpBody } from '@ppd/domain';
import { withRefusals } from '../../shared/refusals.ts';
import { emailTaken } from '../people/index.ts';
import { acceptNotice } from '../privacy/index.ts';

/** A visitor signs up in the app; the e-mail is unique among visitors (409 with the spec's message). */
export async function signUpVisitor(db: Db, body: VisitorSignUpBody) {
  const passwordHash = await hashPassword(body.password);
  return withRefusals({ unique: { '*': emailTaken } }, () =>
    db.transaction().execute(async (trx) => {
      const person = await trx
        .insertInto('users')
        .values({
          type: 'visitor',
          email: body.email,
          password_hash: passwordHash,
          name: body.name,
          last_name: body.last_name,
          username: body.email.split('@')[0]!,
          sex: body.sex,
          age: body.age,
          nivel_estudios: body.nivel_estudios,
        })
        .returning(['id', 'type', 'email', 'name', 'last_name'])
        .executeTakeFirstOrThrow();
      await recordEvent(trx, 'visitor.signed_up', { person }, { id: person.id, email: person.email });
      // Signing up accepts the notice the app showed (`privacy_version`), or the current one when it names none.
      await acceptNotice(trx, person.id, body.privacy_version);
      return { id: person.id, email: person.email, name: person.name, last_name: person.last_name };
    }),
  );
}
