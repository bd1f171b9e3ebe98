import { messages, profileUpdateBody } from '@ppd/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { updateUserAtom, userAtom } from '../../lib/session.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Button } from '../../ui/Button.tsx';
import { useDialogs } from '../../ui/DialogsProvider.tsx';
import { TextField } from '../../ui/fields.tsx';
import { useForm } from '../../ui/useForm.ts';
import { peopleKeys, useImageField } from '../people/index.ts';
import { toSessionUser } from '../session/index.ts';
import { profileApi } from './profileApi.ts';

const t = messages.profile;

export function PersonalInfoTab() {
  const user = useAtomValue(userAtom);
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  const role = user.is_admin ? t.roleAdmin : t.roleGestor;
  return (
    <div className="profile-info">
      <div className="profile-identity">
        <Avatar src={user.profile_image} size={88} alt={t.image} />
        <div>
          <p className="profile-name">{[user.name, user.last_name].filter(Boolean).join(' ')}</p>
          <p className="muted">{role}</p>
        </div>
      </div>
      {editing ? (
        <EditProfileForm
          userId={user.user_id}
          name={user.name}
          lastName={user.last_name}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          <dl className="details">
            <dt>{t.name}</dt>
            <dd>{user.name}</dd>
            <dt>{t.lastName}</dt>
            <dd>{user.last_name}</dd>
            <dt>{t.email}</dt>
            <dd>{user.email}</dd>
            <dt>{t.role}</dt>
            <dd>{role}</dd>
          </dl>
          <div className="form-actions">
            <Button icon="user" onClick={() => setEditing(true)}>
              {messages.ui.edit}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/** Name, last name and, when one is chosen, a new picture (checked here as the server checks it). */
function EditProfileForm({
  userId,
  name,
  lastName,
  onDone,
}: {
  userId: number;
  name: string;
  lastName: string;
  onDone: () => void;
}) {
  const updateUser = useSetAtom(updateUserAtom);
  const client = useQueryClient();
  const dialogs = useDialogs();
  const picture = useImageField();
  const form = useForm(profileUpdateBody, { name, last_name: lastName });
  const save = form.submit(async (data) => {
    if (picture.error) return;
    const profile = await profileApi.update(data);
    updateUser(toSessionUser(profile));
    if (picture.image) {
      const saved = await profileApi.setImage(userId, picture.image).catch((failure: unknown) => {
        if (!picture.claim(failure)) throw failure;
        return null;
      });
      if (!saved) return;
      updateUser({ profile_image: saved.profile_image });
    }
    // The Gestores list shows this name and picture too.
    void client.invalidateQueries({ queryKey: peopleKeys.gestores });
    onDone();
    void dialogs.success(t.saved);
  });
  return (
    <form className="form" onSubmit={save} noValidate>
      <TextField label={t.name} autoComplete="given-name" {...form.field('name')} />
      <TextField label={t.lastName} autoComplete="family-name" {...form.field('last_name')} />
      {picture.field}
      <div className="form-actions">
        <Button variant="secondary" onClick={onDone}>
          {messages.ui.cancel}
        </Button>
        <Button type="submit" busy={form.submitting}>
          {messages.ui.save}
        </Button>
      </div>
    </form>
  );
}
