import { fillPath } from '@portal/contract/paths';
/** A support path with the member's id in place of ':id'. */
export const memberPath = (template: string, id: number) => fillPath(template, { id });

/** Every query of this feature starts with this key: an action refreshes them all at once. */
export const membersKey = ['members'] as const;
