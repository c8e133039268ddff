/**
 * Company facts shown across the public site. Stored in the database (site_settings) so staff
 * can change them; these defaults apply until they do. Components never hard-code them.
 */
export interface Office {
  city: string;
  address: string;
  phone: string;
}

export interface SiteSettings {
  brandName: string;
  tagline: string;
  /** The tagline on Hindi pages; "" for none (they show the English one, marked as English). */
  taglineHi: string;
  phone: string;
  email: string;
  /** Digits only, with country code, as wa.me expects: 91XXXXXXXXXX. */
  whatsappNumber: string;
  whatsappText: string;
  social: { facebook: string; instagram: string; youtube: string; linkedin: string; x: string };
  offices: Office[];
  /** The grievance officer the privacy notice names (DPDP Rules 2025: a contact for data questions). */
  grievanceName: string;
  grievanceEmail: string;
  grievancePhone: string;
  /** Months after a lead's last activity when it is anonymised (features/privacy/retention.server.ts). */
  retentionMonths: number;
  /**
   * What receipt numbers start with, "ME" in ME/2026-27/0001 (features/admissions/payments.server.ts);
   * "" for the brand name's initials (receiptPrefix()).
   */
  receiptPrefix: string;
  /** The consultancy's GSTIN, "" when it has none: receipts then show no tax lines. */
  gstin: string;
  /** The GST rate receipts apply (GST_RATES, per cent), null for none. Receipts show GST only with a GSTIN and a rate. */
  gstRate: number | null;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  brandName: "Margdarshan Education",
  tagline: "Admission guidance and career counselling since 2008",
  taglineHi: "2008 से एडमिशन में मार्गदर्शन और करियर काउंसलिंग",
  phone: "+91 80 4719 2200",
  email: "admissions@margdarshan-education.in",
  whatsappNumber: "918047192200",
  whatsappText: "Hello, I would like free guidance about college admission.",
  social: {
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
    youtube: "https://www.youtube.com/",
    linkedin: "https://www.linkedin.com/",
    x: "https://x.com/",
  },
  grievanceName: "Anita Raghavan",
  grievanceEmail: "privacy@margdarshan-education.in",
  grievancePhone: "+91 80 4719 2299",
  retentionMonths: 24,
  receiptPrefix: "",
  gstin: "",
  gstRate: null,
  // Seven offices in India and two abroad, as the counters on the home page say.
  offices: [
    {
      city: "Bengaluru (head office)",
      address: "2nd Floor, 14 Residency Road, Bengaluru 560025",
      phone: "+91 80 4719 2200",
    },
    { city: "Mysuru", address: "First Floor, 22 Kalidasa Road, V V Mohalla, Mysuru 570002", phone: "+91 821 424 1100" },
    { city: "Hubballi", address: "Office 7, Desai Cross, Deshpande Nagar, Hubballi 580029", phone: "+91 836 427 3300" },
    {
      city: "Mangaluru",
      address: "3rd Floor, Balmatta Road, Hampankatta, Mangaluru 575001",
      phone: "+91 824 428 5500",
    },
    { city: "Chennai", address: "12 Cathedral Road, Gopalapuram, Chennai 600086", phone: "+91 44 4861 7700" },
    { city: "Hyderabad", address: "Plot 31, Road No. 2, Banjara Hills, Hyderabad 500034", phone: "+91 40 4852 1100" },
    { city: "Pune", address: "Office 5, Prabhat Road, Erandwane, Pune 411004", phone: "+91 20 4671 3300" },
    {
      city: "Dubai (UAE)",
      address: "Office 1204, Al Attar Business Tower, Sheikh Zayed Road, Dubai",
      phone: "+971 4 320 1100",
    },
    { city: "Muscat (Oman)", address: "Office 14, Al Khuwair Commercial Complex, Muscat", phone: "+968 2448 1200" },
  ],
};

/** What receipt numbers start with: the setting, or the brand name's initials ("Margdarshan Education": "ME"). */
export function receiptPrefix(settings: Pick<SiteSettings, "receiptPrefix" | "brandName">): string {
  if (settings.receiptPrefix) return settings.receiptPrefix;
  const initials = settings.brandName
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, "").charAt(0))
    .join("")
    .toUpperCase()
    .slice(0, 6);
  return initials || "RCPT";
}

/** The GST a receipt shows: the GSTIN and rate when both are set, else none. */
export function receiptGst(settings: Pick<SiteSettings, "gstin" | "gstRate">): { gstin: string; rate: number } | null {
  return settings.gstin && settings.gstRate !== null ? { gstin: settings.gstin, rate: settings.gstRate } : null;
}
