/** The three application risk pages of the risk portal. */
export type ApplicationKind = 'web' | 'llm' | 'local';
