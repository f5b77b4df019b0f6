import { useMutation } from '@tanstack/react-query';
import { consoleNewsPaths, newsImageVerdictSchema } from '@portal/contract';
import { apiPost } from '../../../lib/api-client';

/** POST /api/console/news/image-check { imagen }: the server's verdict, and the image as phones show it. */
export const checkNewsImage = (imagen: string) =>
  apiPost(consoleNewsPaths.checkImage, { imagen }, { schema: newsImageVerdictSchema, session: true });

export const useCheckNewsImage = () => useMutation({ mutationFn: checkNewsImage });
