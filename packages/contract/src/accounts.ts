import { z } from 'zod';
import { envelopeFields, intLike, withSession } from './envelope';
import { memberBankAccountSchema } from './bank-account';
import {
  DEFAULT_EMPRESA_ID,
  DEFAULT_ORGANISMO_ID,
  birthDateSchema,
  dniSchema,
  emailSchema,
  mobileSchema,
  namesSchema,
  passwordSchema,
  surnameSchema,
} from './rules';

/** The member as the server describes it (login20 and TraeDatosUsuario). Dates are dd/mm/yyyy. */
export const memberFields = {
  Id: z.number().int(),
  Nombres: z.string(),
  Apellido: z.string(),
  Nombre: z.string(),
  Mail: z.string(),
  Celular: z.string().nullable(),
  FechaNacimiento: z.string().nullable(),
  Domicilio: z.string().nullable(),
  /** Base64 JPEG without a data-URL prefix, or null. */
  Foto: z.string().nullable(),
  Ejercito: z.boolean(),
  OrganismoId: z.number().int(),
  OrganismoNombre: z.string(),
  OrganismoNombreCorto: z.string(),
  /** The member's organismo asks for income documents with a loan request (docs/product.md, "Loans"). */
  RequiereHaberes: z.boolean(),
};

// 1. login20
export const loginRequestSchema = z.strictObject({
  Mail: z.string().trim().min(1).max(254),
  Password: z.string().min(1).max(128),
  EmpresaId: intLike.default(DEFAULT_EMPRESA_ID),
});
/** The account loans are credited to, masked; null until the member sets one (issue 25). */
const bankAccountField = { CuentaBancaria: memberBankAccountSchema.nullable() };

export const loginResponseSchema = z.object({
  ...envelopeFields,
  UAT: z.string(),
  ...memberFields,
  ...bankAccountField,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// 2. TraeDatosUsuario
export const userDataRequestSchema = withSession({});
export const userDataResponseSchema = z.object({ ...envelopeFields, ...memberFields, ...bankAccountField });
export type UserDataResponse = z.infer<typeof userDataResponseSchema>;

// 3. PreRegistro20
export const preRegisterRequestSchema = z.strictObject({
  eMail: emailSchema,
  OrganismoId: intLike.default(DEFAULT_ORGANISMO_ID),
});
/** Token is a reference to the request, never the e-mailed code (docs/product.md, "Accounts and security"). */
export const preRegisterResponseSchema = z.object({ ...envelopeFields, Token: z.string() });
export type PreRegisterRequest = z.input<typeof preRegisterRequestSchema>;
export type PreRegisterResponse = z.infer<typeof preRegisterResponseSchema>;

// 4. RegistraPersona20
export const registerRequestSchema = z.strictObject({
  NumeroDocumento: dniSchema,
  Mail: emailSchema,
  Password1: passwordSchema,
  Password2: z.string().max(128),
  Apellido: surnameSchema,
  Nombres: namesSchema,
  Celular: mobileSchema,
  Nrotarjeta: z.string().max(32).optional(),
  Token: z.string().trim().min(1, 'El token es obligatorio').max(64),
  OrganismoId: intLike.default(DEFAULT_ORGANISMO_ID),
  EmpresaId: intLike.default(DEFAULT_EMPRESA_ID),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

// 5. RecuperaPassword
export const recoverPasswordRequestSchema = z.strictObject({ Mail: emailSchema });

// 6. Auth/ActualizaPassword
export const updatePasswordRequestSchema = z.strictObject({
  Token: z.string().trim().min(1).max(256),
  Password1: passwordSchema,
  Password2: z.string().max(128),
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

// 7. ActualizaDatosPersona: only changed fields are sent.
export const updateProfileRequestSchema = withSession({
  Nombres: namesSchema.optional(),
  Apellido: surnameSchema.optional(),
  Celular: mobileSchema.optional(),
  Mail: emailSchema.optional(),
  Domicilio: z.string().trim().max(200).optional(),
  FechaNacimiento: birthDateSchema.optional(),
  Password1: passwordSchema.optional(),
  Password2: z.string().max(128).optional(),
  /** Required to change Mail or the password: a stolen session alone must not take the account. */
  PasswordActual: z.string().max(128).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

// 8. ActualizaFoto: base64 (a data-URL prefix is tolerated). 5 MB of image is ~6.7 M base64 characters.
export const MAX_PHOTO_BASE64_CHARS = 7_000_000;
export const updatePhotoRequestSchema = withSession({ Foto: z.string().min(1).max(MAX_PHOTO_BASE64_CHARS) });
export const updatePhotoResponseSchema = z.object({ ...envelopeFields, Foto: z.string() });
export type UpdatePhotoResponse = z.infer<typeof updatePhotoResponseSchema>;

// 9. TraeOrganismos
export const organismoSchema = z.object({ Id: z.number().int(), Nombre: z.string() });
export const organismosRequestSchema = z.strictObject({});
export const organismosResponseSchema = z.object({ ...envelopeFields, Organismos: z.array(organismoSchema) });
export type Organismo = z.infer<typeof organismoSchema>;
export type OrganismosResponse = z.infer<typeof organismosResponseSchema>;

// TraeContactoSoporte: the support contact the profile shows, set by staff in the console (console.md
// section 6) and read at run time. WhatsApp is digits with the country code, or null when there is no chat.
export const supportContactRequestSchema = z.strictObject({});
export const supportContactResponseSchema = z.object({
  ...envelopeFields,
  Mail: z.string(),
  WhatsApp: z.string().nullable(),
});
export type SupportContactResponse = z.infer<typeof supportContactResponseSchema>;

// ConfirmaCambioMail: the link e-mailed to a new address; the change takes effect only then.
export const confirmMailChangeRequestSchema = z.strictObject({ Token: z.string().trim().min(1).max(256) });
export type ConfirmMailChangeRequest = z.input<typeof confirmMailChangeRequestSchema>;

// logout (docs/product.md, "Calls")
export const logoutRequestSchema = withSession({});
