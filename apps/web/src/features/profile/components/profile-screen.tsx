import { useState } from 'react';
import type { OkResponse } from '@portal/contract/envelope';
import { useSession, useUser } from '../../../lib/session/session-context';
import { readStoredMemberNames } from '../../../lib/session/session-storage';
import { isApiError } from '@portal/ui/api-error';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/toasts';
import { Avatar } from '../../../components/ui/avatar';
import { CameraIcon } from '@portal/ui/icons/camera';
import { useUpdateProfile } from '../api/update-profile';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { diffProfile, initialProfileValues, type ProfileFormValues } from '../utils/profile-form';
import { ProfileView } from './profile-view';
import { ProfileEditForm } from './profile-edit-form';
import { AvatarDialog } from './avatar-dialog';

const mailChangeSent = 'Le enviamos un enlace al nuevo correo. El cambio se aplicará cuando lo abra.';

export function ProfileScreen() {
  const user = useUser();
  const { logout, refreshUser } = useSession();
  const [editing, setEditing] = useState(false);
  const [avatarDialog, setAvatarDialog] = useState(false);
  /** A new e-mail waiting for its link to be opened: the account keeps the old one until then. */
  const [pendingMail, setPendingMail] = useState<string | null>(null);
  const profileCall = useUpdateProfile();
  const avatar = useAvatarUpload();
  const initial = initialProfileValues({ ...user, ...readStoredMemberNames() });

  async function save(values: ProfileFormValues) {
    if (!user.uat) {
      notifyError('No UAT available');
      return;
    }
    const changes = diffProfile(initial, values);
    if (Object.keys(changes).length === 0) {
      notifyInfo('Sin cambios', 'No hay datos para actualizar');
      return;
    }
    let answer: OkResponse;
    try {
      answer = await profileCall.mutateAsync(changes);
    } catch (error) {
      notifyError('Error al actualizar los datos', isApiError(error) ? error.Mensaje : undefined, {
        connection: isApiError(error) && error.isConnectionError,
      });
      return;
    }
    if (changes.Mail !== undefined) {
      // The server only mailed a link to the new address: the read view keeps the current one.
      setPendingMail(changes.Mail);
      notifySuccess('Perfil actualizado', answer.Mensaje || mailChangeSent);
    } else {
      notifySuccess('Perfil actualizado');
    }
    setEditing(false);
    refreshUser().catch(() => notifyError('No se pudieron cargar los datos del usuario'));
  }

  async function pickAvatar(file: File) {
    if (await avatar.upload(file)) setAvatarDialog(false);
  }

  return (
    <div className="px-4 pt-6 pb-4">
      <h1 className="sr-only">Perfil</h1>
      <header className="mb-5 flex flex-col items-center text-center">
        <div className="relative">
          <Avatar
            src={user.avatar_url}
            name={user.name}
            className="h-28 w-28 text-3xl ring-4 ring-white shadow"
          />
          <button
            type="button"
            onClick={() => setAvatarDialog(true)}
            disabled={avatar.uploading}
            aria-label="Cambiar foto de perfil"
            className="absolute right-0 bottom-0 flex h-11 w-11 items-center justify-center rounded-full bg-brand-800 text-white shadow ring-4 ring-slate-50 hover:bg-brand-700 disabled:bg-slate-400"
          >
            <CameraIcon className="h-5 w-5" />
          </button>
        </div>
        <p className="mt-3 text-xl font-bold text-slate-900">{user.name || 'Socio'}</p>
        <p className="text-sm text-slate-600">{user.email}</p>
        {avatar.uploading && (
          <p role="status" className="mt-2 text-sm text-brand-800">
            Subiendo foto...
          </p>
        )}
      </header>
      {editing ? (
        <ProfileEditForm initial={initial} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        <ProfileView
          user={user}
          pendingMail={pendingMail}
          onEdit={() => setEditing(true)}
          onLogout={logout}
        />
      )}
      <AvatarDialog
        open={avatarDialog}
        onClose={() => setAvatarDialog(false)}
        onFile={(file) => void pickAvatar(file)}
      />
    </div>
  );
}
