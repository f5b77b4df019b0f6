import { useState } from 'react';
import { permissionsOf, type MemberView } from '@portal/contract';
import { Button } from '@portal/ui/button';
import { useMe } from '../../../lib/session/me';
import { CorrectDialog } from './correct-dialog';
import { ReasonDialog } from './reason-dialog';
import { PasswordMailDialog } from './password-mail-dialog';
import { ExportDialog } from './export-dialog';

type Open = 'correct' | 'block' | 'unblock' | 'revokeSessions' | 'passwordMail' | 'export' | null;

/**
 * What the signed-in roles may do with the member, each in its dialog: the same permissions the server
 * checks (members.correct also sends the password mail; members.block also closes sessions).
 */
export function MemberActions({ member, onDone }: { member: MemberView; onDone: (message: string) => void }) {
  const { data: me } = useMe();
  const [open, setOpen] = useState<Open>(null);
  if (!me) return null;
  const granted = permissionsOf(me.roles);
  const canCorrect = granted.has('members.correct');
  const canBlock = granted.has('members.block');
  const canExport = granted.has('members.export');
  if (!canCorrect && !canBlock && !canExport) return null;

  const close = () => setOpen(null);
  const done = (message: string) => onDone(message);
  const shared = { member, onClose: close, onDone: done };
  return (
    <div role="group" aria-label="Acciones sobre el socio" className="flex flex-wrap gap-2">
      {canCorrect && (
        <>
          <Button onClick={() => setOpen('correct')}>Corregir datos</Button>
          <CorrectDialog {...shared} open={open === 'correct'} />
        </>
      )}
      {canBlock &&
        (member.bloqueado ? (
          <>
            <Button variant="secondary" onClick={() => setOpen('unblock')}>
              Desbloquear
            </Button>
            <ReasonDialog {...shared} action="unblock" open={open === 'unblock'} />
          </>
        ) : (
          <>
            <Button variant="danger" onClick={() => setOpen('block')}>
              Bloquear
            </Button>
            <ReasonDialog {...shared} action="block" open={open === 'block'} />
          </>
        ))}
      {canBlock && (
        <>
          <Button
            variant="secondary"
            disabled={member.sesionesAbiertas === 0}
            title={member.sesionesAbiertas === 0 ? 'El socio no tiene sesiones abiertas' : undefined}
            onClick={() => setOpen('revokeSessions')}
          >
            Cerrar sesiones
          </Button>
          <ReasonDialog {...shared} action="revokeSessions" open={open === 'revokeSessions'} />
        </>
      )}
      {canCorrect && (
        <>
          <Button variant="secondary" onClick={() => setOpen('passwordMail')}>
            Enviar correo de contraseña
          </Button>
          <PasswordMailDialog {...shared} open={open === 'passwordMail'} />
        </>
      )}
      {canExport && (
        <>
          <Button variant="secondary" onClick={() => setOpen('export')}>
            Descargar datos
          </Button>
          <ExportDialog {...shared} open={open === 'export'} />
        </>
      )}
    </div>
  );
}
