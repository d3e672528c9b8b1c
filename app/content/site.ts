/**
 * The company's identity, stated once (design §2). The operator edits it here
 * and nowhere else: contact details, social links and the partner URL all come from this module.
 * Values use reserved example domains until the operator supplies real ones.
 */
export const site = {
  name: "Alpine Last",
  tagline: "Private-label trail running shoes, designed in Chamonix",
  url: "https://www.example.com",
  email: "projects@example.com",
  /** Display form and the E.164 form used in `tel:` links. */
  phone: { display: "+33 4 50 00 00 00", e164: "+33450000000" },
  headquarters: "Chamonix-Mont-Blanc, France",
  /** The headquarters as a postal address, for search engines (schema.org PostalAddress; ISO country code). */
  address: { locality: "Chamonix-Mont-Blanc", postalCode: "74400", country: "FR" },
  location: "Chamonix, France · Alpine design center",
  social: [
    { label: "Instagram", href: "https://www.instagram.com/", icon: "i-lucide-instagram" },
    { label: "LinkedIn", href: "https://www.linkedin.com/", icon: "i-lucide-linkedin" },
    { label: "YouTube", href: "https://www.youtube.com/", icon: "i-lucide-youtube" },
    { label: "Facebook", href: "https://www.facebook.com/", icon: "i-lucide-facebook" },
  ],
  partner: { name: "Circular Footwear Partner", href: "https://example.org/circular-design" },
} as const;

/** `mailto:` link for the project e-mail. */
export const mailtoHref = `mailto:${site.email}`;
/** `tel:` link for the phone number (RFC 3966). */
export const telHref = `tel:${site.phone.e164}`;
