/*
 * The query keys of data several features read, written once so that a change made in one feature
 * refreshes what every other shows. Keys only one feature uses stay in that feature.
 */

/** The organismos list (payroll, organismos, news and campaigns all read it). */
export const organismosKey = ['organismos'] as const;

/**
 * Every query about loans starts here (evaluation's queue and files, the loans search, a loan's file,
 * timeline and postings), so a decision or a proposal refreshes all of them at once.
 */
export const loansKey = ['loans'] as const;

/** The business date: Ajustes moves it, the loan file dates a payoff with it. */
export const businessDateKey = ['business-date'] as const;
