/** Lengths a review's fields may have: the form's maxLength and the BFF's check agree. */
export const REVIEW_LIMITS = { author: 80, comment: 2000 } as const;
