/** Colours of the three amounts, shared by the banner and the trend chart. */
export const TOTAL_COLOR = '#4f46e5';
export const REDUCTION_COLOR = '#15803d';
export const RESIDUAL_COLOR = '#dc2626';
