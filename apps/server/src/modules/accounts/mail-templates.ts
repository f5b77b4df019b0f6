import { maskAddress, type MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../lib/html';
import { mailLayout as layout, mailTextFooter as footer } from '../../mail/layout';

export function registrationCodeMail(to: string, code: string): MailMessage {
  const subject = 'Su token de registro en el Portal de Socios';
  return {
    to,
    subject,
    text:
      `Hola:\n\nPara completar su registro en el Portal de Socios ingrese este token de verificación:\n\n    ${code}\n\n` +
      `El token vence en 24 horas y sirve una sola vez. Si usted no solicitó el registro, ignore este correo.` +
      footer,
    html: layout(
      'Complete su registro',
      `<p>Para completar su registro en el Portal de Socios ingrese este token de verificación:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;font-family:monospace;text-align:center">${escapeHtml(code)}</p>
<p>El token vence en 24 horas y sirve una sola vez. Si usted no solicitó el registro, ignore este correo.</p>`,
    ),
  };
}

export function alreadyRegisteredMail(to: string, publicUrl: string): MailMessage {
  const subject = 'Ya tiene una cuenta en el Portal de Socios';
  const login = `${publicUrl}/login`;
  const recover = `${publicUrl}/recover-password`;
  return {
    to,
    subject,
    text:
      `Hola:\n\nRecibimos un pedido de registro con este correo, pero ya tiene una cuenta en el Portal de Socios.\n\n` +
      `Ingrese en ${login}\nSi no recuerda su contraseña, puede recuperarla en ${recover}\n\n` +
      `Si usted no hizo este pedido, ignore este correo.` +
      footer,
    html: layout(
      'Ya tiene una cuenta',
      `<p>Recibimos un pedido de registro con este correo, pero ya tiene una cuenta en el Portal de Socios.</p>
<p><a href="${escapeHtml(login)}">Iniciar sesión</a> · <a href="${escapeHtml(recover)}">Recuperar contraseña</a></p>
<p>Si usted no hizo este pedido, ignore este correo.</p>`,
    ),
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  const subject = 'Recuperación de contraseña del Portal de Socios';
  return {
    to,
    subject,
    text:
      `Hola:\n\nPara elegir una nueva contraseña abra este enlace:\n\n${link}\n\n` +
      `El enlace vence en 1 hora y sirve una sola vez. Si usted no lo pidió, ignore este correo: su contraseña no cambia.` +
      footer,
    html: layout(
      'Recuperar contraseña',
      `<p>Para elegir una nueva contraseña abra este enlace:</p>
<p style="text-align:center"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">Elegir nueva contraseña</a></p>
<p style="word-break:break-all;font-size:12px">${escapeHtml(link)}</p>
<p>El enlace vence en 1 hora y sirve una sola vez. Si usted no lo pidió, ignore este correo: su contraseña no cambia.</p>`,
    ),
  };
}

const securityFooter = (publicUrl: string) =>
  `Si usted no hizo este cambio, recupere su contraseña en ${publicUrl}/recover-password y contacte a soporte.`;

export function passwordChangedNoticeMail(to: string, publicUrl: string): MailMessage {
  const subject = 'Su contraseña del Portal de Socios fue cambiada';
  const warning = securityFooter(publicUrl);
  return {
    to,
    subject,
    text:
      `Hola:\n\nLa contraseña de su cuenta en el Portal de Socios acaba de cambiar.\n\n${warning}` + footer,
    html: layout(
      'Contraseña cambiada',
      `<p>La contraseña de su cuenta en el Portal de Socios acaba de cambiar.</p>
<p>${escapeHtml(warning)}</p>`,
    ),
  };
}

export function mailChangeLinkMail(to: string, link: string): MailMessage {
  const subject = 'Confirme su nuevo correo en el Portal de Socios';
  return {
    to,
    subject,
    text:
      `Hola:\n\nPidieron usar este correo en una cuenta del Portal de Socios. Para confirmarlo abra este enlace:\n\n${link}\n\n` +
      `El enlace vence en 24 horas y sirve una sola vez. Hasta que lo abra, la cuenta sigue usando su correo anterior. ` +
      `Si usted no lo pidió, ignore este correo.` +
      footer,
    html: layout(
      'Confirme su nuevo correo',
      `<p>Pidieron usar este correo en una cuenta del Portal de Socios. Para confirmarlo abra este enlace:</p>
<p style="text-align:center"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">Confirmar correo</a></p>
<p style="word-break:break-all;font-size:12px">${escapeHtml(link)}</p>
<p>El enlace vence en 24 horas y sirve una sola vez. Hasta que lo abra, la cuenta sigue usando su correo anterior. Si usted no lo pidió, ignore este correo.</p>`,
    ),
  };
}

export function mailChangedNoticeMail(to: string, newMail: string, publicUrl: string): MailMessage {
  const subject = 'El correo de su cuenta del Portal de Socios fue cambiado';
  const masked = maskAddress(newMail);
  const warning = securityFooter(publicUrl);
  return {
    to,
    subject,
    text:
      `Hola:\n\nEl correo de su cuenta en el Portal de Socios cambió a ${masked}. Desde ahora los avisos llegan a esa dirección.\n\n${warning}` +
      footer,
    html: layout(
      'Correo cambiado',
      `<p>El correo de su cuenta en el Portal de Socios cambió a <strong>${escapeHtml(masked)}</strong>. Desde ahora los avisos llegan a esa dirección.</p>
<p>${escapeHtml(warning)}</p>`,
    ),
  };
}
