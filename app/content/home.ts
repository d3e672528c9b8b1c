/** Home page copy that is not shared with other pages (spec §2 Home). */
export const clientLogos = ["Ridgeline Running Co.", "Summit Supply", "Vertical Trail Works"] as const;

export const homeTestimonial = {
  quote:
    "Alpine Last took our sketches to a shoe our community actually races in. The first samples fit, the production run landed on the day they promised, and the defect rate was the lowest we have ever seen.",
  name: "Claire Dubois",
  role: "Founder, Ridgeline Running Co.",
} as const;
