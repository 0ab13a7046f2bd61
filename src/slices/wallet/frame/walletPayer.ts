/** The buyer's details a wallet returns, as the widget's buyer form takes them. */
export interface WalletPayer {
  name?: string;
  email?: string;
  phone?: string;
}

const bounded = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() && value.length <= 200 ? value.trim() : undefined;

/** The payer's name, email and phone from the wallet's response, each only when given. */
export function walletPayer(response: PaymentResponse): WalletPayer {
  const entries = {
    name: bounded(response.payerName),
    email: bounded(response.payerEmail),
    phone: bounded(response.payerPhone),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v)) as WalletPayer;
}
