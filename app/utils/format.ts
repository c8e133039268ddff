const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** 125000 -> "₹1,25,000" (Indian digit grouping). */
export function formatInr(amount: number): string {
  return rupees.format(amount);
}
