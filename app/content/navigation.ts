/** Top navigation links, in the order spec §2 gives them. */
export const primaryNav = [
  { to: "/about", label: "About" },
  { to: "/services", label: "Services" },
  { to: "/sustainability", label: "Sustainability" },
  { to: "/work", label: "Work" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
] as const;

/** Footer link groups (spec §2 Footer). */
export const footerGroups = [
  {
    title: "Company",
    links: [
      { to: "/about", label: "About" },
      { to: "/about", label: "Our Story" },
      { to: "/about", label: "Team" },
      { to: "/contact", label: "Careers" },
    ],
  },
  {
    title: "Services",
    links: [
      { to: "/services", label: "Trail Shoe Design" },
      { to: "/services", label: "Manufacturing" },
      { to: "/services", label: "Private Label" },
      { to: "/services", label: "Process" },
    ],
  },
  {
    title: "Resources",
    links: [
      { to: "/sustainability", label: "Sustainability" },
      { to: "/work", label: "Case Studies" },
      { to: "/work", label: "Client Testimonials" },
      { to: "/blog", label: "Blog" },
      { to: "/faq", label: "FAQ" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy", label: "Privacy Policy" },
      { to: "/terms", label: "Terms & Conditions" },
      { to: "/cookies", label: "Cookie Policy" },
      { to: "/accessibility", label: "Accessibility" },
    ],
  },
] as const;
