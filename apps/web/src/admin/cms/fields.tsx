/** The content forms' half-row fields: side by side from `md`, where the rich-text bodies leave room. */
export const HALF_FROM_MD = { xs: 12, md: 6 } as const;
