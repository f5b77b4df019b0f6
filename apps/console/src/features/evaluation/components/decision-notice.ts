/** What the decision screen leaves for the queue after a decision: the loan and its new state. */
export interface DecisionNotice {
  decided: { id: number; estado: string };
}

export const decisionNoticeOf = (state: unknown): DecisionNotice['decided'] | null => {
  const decided = (state as Partial<DecisionNotice> | null)?.decided;
  return decided && typeof decided.id === 'number' && typeof decided.estado === 'string' ? decided : null;
};
