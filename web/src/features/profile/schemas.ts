import { messages, requiredText } from '@ppd/domain';
import { z } from 'zod';

/** The "Editar" form of Información Personal: name and last name, both required. */
export const profileForm = z.object({
  name: requiredText(messages.people.nameRequired),
  last_name: requiredText(messages.people.lastNameRequired),
});
