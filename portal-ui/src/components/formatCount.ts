/** A count as Australians read it: 200,001. */
export const formatCount = (n: number): string => n.toLocaleString('en-AU');
