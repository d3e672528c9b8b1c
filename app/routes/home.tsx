import { Link } from "react-router";
import { ContourArt } from "~/components/art/contours";
import { RidgelineArt } from "~/components/art/ridgeline";
import { ShoeSketch } from "~/components/art/shoe-sketch";
import { Section } from "~/components/page-hero";
import { manufacturingStats, processSteps } from "~/content/figures";
import { clientLogos, homeTestimonial } from "~/content/home";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Alpine Last | Elite private-label trail running shoes, designed in Chamonix" },
  {
    name: "description",
    content:
      "Design, prototyping, alpine testing and manufacturing of private-label trail running shoes for brands, from our Chamonix design centre and 50+ manufacturing partners.",
  },
];

export default function Home() {
  return (
    <>
      <Hero />
      <Section
        id="network"
        eyebrow="Global manufacturing network"
        title="Alpine design, built by partners we have known for a decade"
        intro="We design and test in Chamonix and produce with a vetted network across Asia, with our own team on the factory floor."
      >
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {manufacturingStats.map((s) => (
            <div key={s.label} className="card flex flex-col-reverse p-6 sm:p-8">
              <dt className="mt-2">
                <span className="block font-600">{s.label}</span>
                <span className="mt-1 block text-sm text-granite">{s.detail}</span>
              </dt>
              <dd className="font-display text-4xl font-700 tracking-tight text-charcoal sm:text-5xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <ProcessStrip />
      <Proof />
      <SustainabilityTeaser />
    </>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-charcoal pb-28 pt-32 text-snow sm:pb-36 sm:pt-40">
      <ContourArt className="pointer-events-none absolute -right-48 -top-40 h-[52rem] w-[52rem] text-glacier/12" />
      <div className="container-site relative grid items-center gap-12 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="eyebrow-dark">Private label · Custom design · Chamonix, France</p>
          <h1 className="mt-5 font-display text-[2.6rem] font-700 leading-[1.05] tracking-tight sm:text-6xl lg:text-[4.4rem]">
            Elite Private Label Trail Running Shoes
          </h1>
          <p className="mt-6 max-w-xl text-lg text-granite-200">
            We design, prototype, test and manufacture trail running shoes for brands: tested on the trails above
            Chamonix and built by a network of 50+ manufacturing partners.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to="/contact" className="btn-primary px-7 py-3.5 text-base">
              Start Your Project
              <span className="i-lucide-arrow-right" aria-hidden="true" />
            </Link>
            <Link to="/work" className="btn-outline px-7 py-3.5 text-base text-snow">
              See our work
            </Link>
          </div>
        </div>
        <div className="relative hidden sm:block">
          <div className="absolute inset-8 rounded-full bg-glacier/10 blur-3xl" aria-hidden="true" />
          <ShoeSketch className="relative w-full text-snow" />
          <p className="mt-4 text-center font-display text-xs uppercase tracking-[0.2em] text-granite-300">
            Concept 07 · Technical mountain racer
          </p>
        </div>
      </div>
      <RidgelineArt className="pointer-events-none absolute inset-x-0 bottom-0 h-20 w-full sm:h-28" />
    </section>
  );
}

function ProcessStrip() {
  return (
    <section aria-labelledby="process-heading" className="bg-white section-y">
      <div className="container-site">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-2xl">
            <p className="eyebrow">How we work</p>
            <h2 id="process-heading" className="mt-3 font-display text-3xl font-700 tracking-tight sm:text-4xl">
              From first sketch to finished pairs in four steps
            </h2>
          </div>
          <Link to="/services" className="focus-ring link-underline font-600 text-glacier-700">
            Explore our services
          </Link>
        </div>
        <ol className="mt-12 grid gap-px overflow-hidden rounded-2xl border border-granite-100 bg-granite-100 sm:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step, i) => (
            <li key={step.title} className="bg-white p-7">
              <div className="flex items-center justify-between">
                <span className={`${step.icon} text-2xl text-glacier-600`} aria-hidden="true" />
                <span className="font-display text-sm font-600 text-granite">0{i + 1}</span>
              </div>
              <h3 className="mt-6 font-display text-xl font-700">{step.title}</h3>
              <p className="mt-2 text-granite">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Proof() {
  return (
    <Section id="clients" eyebrow="Trusted by growing brands" title="Brands that run with us">
      <ul className="grid gap-4 sm:grid-cols-3" aria-label="Client brands">
        {clientLogos.map((name) => (
          <li
            key={name}
            className="grid h-24 place-items-center rounded-2xl border border-dashed border-granite-300 font-display text-lg font-600 tracking-tight text-granite"
          >
            {name}
          </li>
        ))}
      </ul>
      <figure className="relative mt-14 overflow-hidden rounded-3xl bg-charcoal p-8 text-snow sm:p-14">
        <span className="i-lucide-quote absolute right-8 top-8 text-6xl text-glacier/30" aria-hidden="true" />
        <blockquote className="relative max-w-3xl font-display text-xl font-500 leading-relaxed sm:text-2xl">
          <p>“{homeTestimonial.quote}”</p>
        </blockquote>
        <figcaption className="mt-8 text-sm">
          <span className="font-600">{homeTestimonial.name}</span>
          <span className="text-granite-300"> · {homeTestimonial.role}</span>
        </figcaption>
      </figure>
    </Section>
  );
}

function SustainabilityTeaser() {
  return (
    <section aria-labelledby="sustainability-teaser-heading" className="pb-24">
      <div className="container-site">
        <div className="relative overflow-hidden rounded-3xl bg-glacier/25 p-8 sm:p-14">
          <ContourArt className="pointer-events-none absolute -bottom-40 -right-32 h-[32rem] w-[32rem] text-glacier-600/20" />
          <div className="relative max-w-2xl">
            <p className="eyebrow">Sustainability</p>
            <h2 id="sustainability-teaser-heading" className="mt-3 font-display text-3xl font-700 tracking-tight">
              Shoes built for the mountains should not cost them
            </h2>
            <p className="mt-4 text-lg text-charcoal-700">
              Recycled and bio-based materials, durable constructions that last more kilometres, and a circular design
              partnership that takes worn pairs back.
            </p>
            <Link to="/sustainability" className="btn-dark mt-8">
              Our sustainability approach
              <span className="i-lucide-arrow-right" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
