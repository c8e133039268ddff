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
  phone: string;
  email: string;
  /** Digits only, with country code, as wa.me expects: 91XXXXXXXXXX. */
  whatsappNumber: string;
  whatsappText: string;
  social: { facebook: string; instagram: string; youtube: string; linkedin: string; x: string };
  offices: Office[];
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  brandName: "Margdarshan Education",
  tagline: "Admission guidance and career counselling since 2008",
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
  offices: [
    {
      city: "Bengaluru (head office)",
      address: "2nd Floor, 14 Residency Road, Bengaluru 560025",
      phone: "+91 80 4719 2200",
    },
    { city: "Hyderabad", address: "Plot 31, Road No. 2, Banjara Hills, Hyderabad 500034", phone: "+91 40 4852 1100" },
    { city: "Pune", address: "Office 5, Prabhat Road, Erandwane, Pune 411004", phone: "+91 20 4671 3300" },
  ],
};
