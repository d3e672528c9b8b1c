/**
 * Business figures and promises from spec §9, stated once and reused on every page
 * that shows them.
 */

/** Global manufacturing figures (spec §2 Home, §9). */
export const manufacturingStats = [
  { value: "10+", label: "Years in Asia", detail: "Working side by side with the factories we trust" },
  { value: "50+", label: "Manufacturing partners", detail: "Vetted for quality, capacity and ethics" },
  { value: "100%", label: "On-time delivery", detail: "Milestones agreed up front, and kept" },
  { value: "0", label: "Compromises", detail: "On materials, fit or finishing" },
] as const;

/** Response promise (spec §2 Contact, §9). */
export const responsePromise = {
  initialResponse: "24 hours",
  consultationCall: "48 hours",
  detailedProposal: "1 week",
} as const;

/** "What to Expect" on the contact page (spec §2 Contact). */
export const whatToExpect = [
  `Initial response within ${responsePromise.initialResponse}`,
  `Consultation call within ${responsePromise.consultationCall}`,
  `Detailed proposal within ${responsePromise.detailedProposal}`,
  "Dedicated project manager assigned",
] as const;

/** Trust badges in the footer (spec §2 Footer). */
export const trustBadges = [
  { label: "Alpine Tested", icon: "i-lucide-mountain-snow" },
  { label: "Global Network", detail: "50+ partners", icon: "i-lucide-globe" },
  { label: "Quality Assured", icon: "i-lucide-badge-check" },
  { label: "Sustainable", icon: "i-lucide-leaf" },
] as const;

/** The four-step strip on Home (spec §2 Home). */
export const processSteps = [
  { title: "Design", text: "Sketches, lasts and tech packs shaped around your runners.", icon: "i-lucide-pen-tool" },
  { title: "Prototype", text: "Fitting samples in days, refined until the fit is right.", icon: "i-lucide-layers" },
  { title: "Test", text: "Alpine trail testing above Chamonix, in every season.", icon: "i-lucide-mountain" },
  { title: "Manufacture", text: "Production with vetted partners and on-time delivery.", icon: "i-lucide-factory" },
] as const;
