/** Money is integer paise everywhere; this is the one place it becomes rupees for people. */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export const formatPaise = (paise: number): string => inr.format(paise / 100);
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
