import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@portal/contract/paths';
import { apiPost } from '../../../lib/api-client';

export interface SupportContact {
  email: string;
  /** Digits with the country code; null: staff offer no chat, so none is shown. */
  whatsapp: string | null;
}

/** TraeContactoSoporte: set by staff in the console's Ajustes and read at run time, not at build time. */
export const fetchSupportContact = async (): Promise<SupportContact> => {
  const response = await apiPost(paths.supportContact, {});
  return { email: response.Mail, whatsapp: response.WhatsApp };
};

export const supportContactQueryOptions = () =>
  queryOptions({ queryKey: ['support-contact'], queryFn: fetchSupportContact, staleTime: 10 * 60_000 });

export const useSupportContact = () => useQuery(supportContactQueryOptions());

export const supportMailto = (contact: SupportContact, subject: string) =>
  `mailto:${contact.email}?subject=${encodeURIComponent(subject)}`;

export const supportChatUrl = (contact: SupportContact, text: string) =>
  contact.whatsapp ? `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(text)}` : null;
