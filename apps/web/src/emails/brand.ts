/** What an e-mail shows of the brand: its name, logo, colours and contact. */
export interface MailBrand {
  siteName: string;
  /** Absolute: mail programs load the logo from the site, as browsers do (/assets/{id}). */
  logoUrl: string;
  primaryColor: string;
  accentColor: string;
  phone: string | null;
  email: string | null;
}
