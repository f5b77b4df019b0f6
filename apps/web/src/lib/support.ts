/**
 * Support contact shown on the profile. Set at build time (VITE_SUPPORT_EMAIL, VITE_SUPPORT_WHATSAPP:
 * digits with country code, e.g. 5491122334455). The chat link is shown only when a number is configured,
 * so that no made-up number is ever offered to a member.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const supportContact = {
  email: env.VITE_SUPPORT_EMAIL?.trim() || 'soporte@mutual.example',
  whatsapp: env.VITE_SUPPORT_WHATSAPP?.replace(/\D/g, '') || null,
};

export const supportMailto = (subject: string) =>
  `mailto:${supportContact.email}?subject=${encodeURIComponent(subject)}`;

export const supportChatUrl = (text: string) =>
  supportContact.whatsapp
    ? `https://wa.me/${supportContact.whatsapp}?text=${encodeURIComponent(text)}`
    : null;
