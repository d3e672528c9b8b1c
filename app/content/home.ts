// @unocss-include
/** Home page copy that is not shared with other pages (spec §2 Home). */

/** Client logos strip: three placeholder brands (spec §2 Home), drawn as wordmarks. */
export const clientLogos = [
  { name: "Ridgeline Running Co.", icon: "i-lucide-mountain", style: "font-700 uppercase tracking-[0.14em] text-sm" },
  { name: "Summit Supply", icon: "i-lucide-triangle", style: "font-800 italic tracking-tight text-xl" },
  { name: "Vertical Trail Works", icon: "i-lucide-chevrons-up", style: "font-600 tracking-[0.04em] text-lg" },
] as const;

export const homeTestimonial = {
  quote:
    "Alpine Last took our sketches to a shoe our community actually races in. The first samples fit, the production run landed on the day they promised, and the defect rate was the lowest we have ever seen.",
  name: "Claire Dubois",
  role: "Founder, Ridgeline Running Co.",
  /** The project behind the quote; figures stay inside the ranges of spec §9. */
  project: {
    title: "Technical mountain racer",
    facts: [
      { value: "600", label: "pairs per colourway" },
      { value: "42", label: "days from approval to shipment" },
      { value: "0.2%", label: "defect rate on the first run" },
    ],
  },
} as const;
