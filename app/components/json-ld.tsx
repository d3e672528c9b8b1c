import { useRouteLoaderData } from "react-router";
import { type JsonLdThing, serializeJsonLd } from "~/lib/structured-data";

/**
 * Structured data for search engines: one `<script type="application/ld+json">` per object,
 * carrying the request's CSP nonce (from the root loader) like every other inline script.
 */
export function JsonLd({ data }: { data: JsonLdThing | readonly JsonLdThing[] }) {
  const nonce = useRouteLoaderData<{ nonce?: string }>("root")?.nonce;
  const things = Array.isArray(data) ? data : [data as JsonLdThing];
  return (
    <>
      {things.map((thing, i) => (
        <script
          key={`${thing["@type"]}-${i}`}
          type="application/ld+json"
          nonce={nonce}
          // Browsers hide a nonce from the DOM after parsing; the text is the same on both sides.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(thing) }}
        />
      ))}
    </>
  );
}
