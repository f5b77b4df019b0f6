import type { z } from 'zod';
import { okResponseSchema } from './envelope';
import { paths, type CallName } from './paths';
import * as accounts from './accounts';

export interface CallDefinition {
  path: string;
  summary: string;
  request: z.ZodType;
  response: z.ZodType;
}

/** The single definition of each call: server routes, OpenAPI and tests read it. Later issues add theirs. */
export const accountCalls = {
  login: { path: paths.login, summary: 'Iniciar sesión', request: accounts.loginRequestSchema, response: accounts.loginResponseSchema },
  userData: { path: paths.userData, summary: 'Datos del socio', request: accounts.userDataRequestSchema, response: accounts.userDataResponseSchema },
  preRegister: { path: paths.preRegister, summary: 'Pre-registro: envía el token por e-mail', request: accounts.preRegisterRequestSchema, response: accounts.preRegisterResponseSchema },
  register: { path: paths.register, summary: 'Registro', request: accounts.registerRequestSchema, response: okResponseSchema },
  recoverPassword: { path: paths.recoverPassword, summary: 'Recuperar contraseña', request: accounts.recoverPasswordRequestSchema, response: okResponseSchema },
  updatePassword: { path: paths.updatePassword, summary: 'Actualizar contraseña con el enlace', request: accounts.updatePasswordRequestSchema, response: okResponseSchema },
  updateProfile: { path: paths.updateProfile, summary: 'Actualizar datos del socio', request: accounts.updateProfileRequestSchema, response: okResponseSchema },
  updatePhoto: { path: paths.updatePhoto, summary: 'Actualizar foto', request: accounts.updatePhotoRequestSchema, response: accounts.updatePhotoResponseSchema },
  organismos: { path: paths.organismos, summary: 'Organismos', request: accounts.organismosRequestSchema, response: accounts.organismosResponseSchema },
  logout: { path: paths.logout, summary: 'Cerrar sesión', request: accounts.logoutRequestSchema, response: okResponseSchema },
} satisfies Partial<Record<CallName, CallDefinition>>;
