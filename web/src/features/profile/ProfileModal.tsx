import { messages } from '@ppd/domain';
import { Modal } from '../../ui/Modal.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { ChangePasswordTab } from './ChangePasswordTab.tsx';
import { PersonalInfoTab } from './PersonalInfoTab.tsx';

/** Perfil (spec part 1 §2.11): Información Personal and Actualizar Contraseña. */
export function ProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={messages.profile.title} onClose={onClose} size="md">
      <Tabs
        label={messages.profile.title}
        tabs={[
          { id: 'info', label: messages.profile.personalTab, content: <PersonalInfoTab /> },
          { id: 'password', label: messages.profile.passwordTab, content: <ChangePasswordTab /> },
        ]}
      />
    </Modal>
  );
}
