import type { z } from 'zod';
import { okResponseSchema } from './envelope';
import { paths, type CallName, type CallNameAt, type CallPath } from './paths';
import * as accounts from './accounts';
import * as bankAccount from './bank-account';
import * as news from './news';
import * as notifications from './notifications';
import * as loans from './loans';
import * as loanRequest from './loan-request';

export interface CallDefinition {
  path: string;
  summary: string;
  request: z.ZodType;
  response: z.ZodType;
}

/** What a handler receives for a call: its request schema's output (after validation and defaults). */
export type Body<C extends { request: z.ZodType }> = z.output<C['request']>;

const call = <Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  summary: string,
  request: Req,
  response: Res,
) => ({
  path,
  summary,
  request,
  response,
});

/** The single definition of each call: server routes, OpenAPI and tests read it. Later issues add theirs. */
export const accountCalls = {
  login: call(paths.login, 'Iniciar sesión', accounts.loginRequestSchema, accounts.loginResponseSchema),
  userData: call(
    paths.userData,
    'Datos del socio',
    accounts.userDataRequestSchema,
    accounts.userDataResponseSchema,
  ),
  preRegister: call(
    paths.preRegister,
    'Pre-registro: envía el token por e-mail',
    accounts.preRegisterRequestSchema,
    accounts.preRegisterResponseSchema,
  ),
  register: call(paths.register, 'Registro', accounts.registerRequestSchema, okResponseSchema),
  recoverPassword: call(
    paths.recoverPassword,
    'Recuperar contraseña',
    accounts.recoverPasswordRequestSchema,
    okResponseSchema,
  ),
  updatePassword: call(
    paths.updatePassword,
    'Actualizar contraseña con el enlace',
    accounts.updatePasswordRequestSchema,
    okResponseSchema,
  ),
  updateProfile: call(
    paths.updateProfile,
    'Actualizar datos del socio',
    accounts.updateProfileRequestSchema,
    okResponseSchema,
  ),
  updatePhoto: call(
    paths.updatePhoto,
    'Actualizar foto',
    accounts.updatePhotoRequestSchema,
    accounts.updatePhotoResponseSchema,
  ),
  confirmMailChange: call(
    paths.confirmMailChange,
    'Confirmar el cambio de correo con el enlace',
    accounts.confirmMailChangeRequestSchema,
    okResponseSchema,
  ),
  updateBankAccount: call(
    paths.updateBankAccount,
    'Cambiar la cuenta para acreditar préstamos: envía un código por e-mail',
    bankAccount.updateBankAccountRequestSchema,
    bankAccount.updateBankAccountResponseSchema,
  ),
  confirmBankAccount: call(
    paths.confirmBankAccount,
    'Confirmar la cuenta para acreditar préstamos con el código',
    bankAccount.confirmBankAccountRequestSchema,
    bankAccount.confirmBankAccountResponseSchema,
  ),
  organismos: call(
    paths.organismos,
    'Organismos',
    accounts.organismosRequestSchema,
    accounts.organismosResponseSchema,
  ),
  supportContact: call(
    paths.supportContact,
    'Contacto de soporte',
    accounts.supportContactRequestSchema,
    accounts.supportContactResponseSchema,
  ),
  logout: call(paths.logout, 'Cerrar sesión', accounts.logoutRequestSchema, okResponseSchema),
} satisfies Partial<Record<CallName, CallDefinition>>;

export const newsCalls = {
  news: call(paths.news, 'Novedades, de a una página', news.newsRequestSchema, news.newsResponseSchema),
} satisfies Partial<Record<CallName, CallDefinition>>;

export const notificationCalls = {
  notifications: call(
    paths.notifications,
    'Mis notificaciones',
    notifications.notificationsRequestSchema,
    notifications.notificationsResponseSchema,
  ),
  acknowledgeNotice: call(
    paths.acknowledgeNotice,
    'Tomar conocimiento de un aviso',
    notifications.noticeActionRequestSchema,
    okResponseSchema,
  ),
  markNoticeViewed: call(
    paths.markNoticeViewed,
    'Marcar un aviso como visto',
    notifications.noticeActionRequestSchema,
    okResponseSchema,
  ),
} satisfies Partial<Record<CallName, CallDefinition>>;

export const loanCalls = {
  loans: call(paths.loans, 'Préstamos del socio', loans.loansRequestSchema, loans.loansResponseSchema),
  loanMovements: call(
    paths.loanMovements,
    'Movimientos de un préstamo',
    loans.loanMovementsRequestSchema,
    loans.loanMovementsResponseSchema,
  ),
  requestToken: call(
    paths.requestToken,
    'Enviar el código de confirmación por e-mail',
    loans.requestTokenRequestSchema,
    loans.requestTokenResponseSchema,
  ),
  cancelLoan: call(paths.cancelLoan, 'Anular un préstamo', loans.cancelLoanRequestSchema, okResponseSchema),
  confirmLoan: call(
    paths.confirmLoan,
    'Confirmar un préstamo con código y firma',
    loans.confirmLoanRequestSchema,
    okResponseSchema,
  ),
  loanFile: call(
    paths.loanFile,
    'Legajo electrónico (PDF en base64)',
    loans.loanFileRequestSchema,
    loans.loanFileResponseSchema,
  ),
  libreDeuda: call(
    paths.libreDeuda,
    'Libre deuda de un préstamo cancelado (PDF en base64)',
    loans.libreDeudaRequestSchema,
    loans.libreDeudaResponseSchema,
  ),
} satisfies Partial<Record<CallName, CallDefinition>>;

export const loanRequestCalls = {
  loanLines: call(
    paths.loanLines,
    'Líneas de préstamo',
    loanRequest.loanLinesRequestSchema,
    loanRequest.loanLinesResponseSchema,
  ),
  preCancellations: call(
    paths.preCancellations,
    'Préstamos que una nueva solicitud puede precancelar',
    loanRequest.preCancellationsRequestSchema,
    loanRequest.preCancellationsResponseSchema,
  ),
  plans: call(
    paths.plans,
    'Planes que el socio puede pagar en una línea',
    loanRequest.plansRequestSchema,
    loanRequest.plansResponseSchema,
  ),
  requestLoan: call(
    paths.requestLoan,
    'Solicitar un préstamo (documentos y firma)',
    loanRequest.loanRequestSchema,
    loanRequest.loanRequestResponseSchema,
  ),
  requestLoanArmy: call(
    paths.requestLoanArmy,
    'Solicitar un préstamo: socios del Ejército',
    loanRequest.armyLoanRequestSchema,
    loanRequest.loanRequestResponseSchema,
  ),
} satisfies Partial<Record<CallName, CallDefinition>>;

/** Every member call by name; indexing it by a CallName fails to compile if a call lacks its definition. */
export type MemberCalls = typeof accountCalls &
  typeof newsCalls &
  typeof notificationCalls &
  typeof loanCalls &
  typeof loanRequestCalls;

/** What the app sends for call `N`: its request schema's input (before the server's defaults). */
export type CallRequest<N extends CallName> = z.input<MemberCalls[N]['request']>;
/** What the app receives from call `N` once the envelope says Status 200. */
export type CallAnswer<N extends CallName> = z.output<MemberCalls[N]['response']>;
/** The same, for the call sent to path `P` (the app names a call by its path). */
export type RequestAt<P extends CallPath> = CallRequest<CallNameAt<P>>;
export type AnswerAt<P extends CallPath> = CallAnswer<CallNameAt<P>>;
