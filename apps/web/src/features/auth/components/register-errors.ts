import { isApiError } from '@portal/ui/api-error';

export interface ToastMessage {
  title: string;
  description?: string;
  connection?: boolean;
}

/** The registration error catalogue of docs/product.md#errors. */
export function registerErrorToast(error: unknown): ToastMessage {
  if (!isApiError(error)) {
    const text = error instanceof Error ? error.message : 'Error desconocido';
    return {
      title: 'Registro fallido',
      description: `${text}. Verifique que el token sea correcto, que no haya expirado y su conexión a internet.`,
    };
  }
  if (error.isConnectionError) {
    return {
      title: '❌ Error de conexión',
      description: 'No se pudo conectar con el servidor. Verifique su conexión e intente nuevamente.',
      connection: true,
    };
  }
  if (error.Status === 400) return { title: '❌ Datos incorrectos', description: error.Mensaje };
  if (error.Status === 500 && /token/i.test(error.Mensaje)) {
    return {
      title: '❌ Token inválido',
      description:
        'El token es inválido o expiró. Solicite uno nuevo desde el pre-registro y verifique haber copiado el token completo.',
    };
  }
  if (error.Status === 500) return { title: '❌ Error del servidor', description: error.Mensaje };
  return { title: `Error ${error.Status}: No se pudo completar el registro`, description: error.Mensaje };
}
