import { useRef, type ChangeEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '@portal/ui/button';
import { CameraIcon } from '@portal/ui/icons/camera';
import { ImageIcon } from '@portal/ui/icons/image';

const accept = '.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp';

interface AvatarDialogProps {
  open: boolean;
  onClose: () => void;
  onFile: (file: File) => void;
}

export function AvatarDialog({ open, onClose, onFile }: AvatarDialogProps) {
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Reset so that picking the same file again still fires change.
    event.target.value = '';
    if (file) onFile(file);
  }

  return (
    <Dialog open={open} title="Cambiar foto de perfil" onClose={onClose}>
      <div className="space-y-3">
        <Button variant="secondary" onClick={() => cameraInput.current?.click()}>
          <CameraIcon className="h-5 w-5" /> Tomar foto
        </Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()}>
          <ImageIcon className="h-5 w-5" /> Seleccionar imagen
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancelar
        </Button>
      </div>
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="user"
        className="sr-only"
        tabIndex={-1}
        aria-label="Tomar foto"
        data-testid="avatar-camera-input"
        onChange={picked}
      />
      <input
        ref={fileInput}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label="Seleccionar imagen"
        data-testid="avatar-file-input"
        onChange={picked}
      />
    </Dialog>
  );
}
