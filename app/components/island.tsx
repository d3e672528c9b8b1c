/**
 * Islands: parts of a server-rendered page that React hydrates in the browser on their own,
 * without the rest of the document and without the router (vite-plugins/islands.ts).
 *
 * The server renders an island's component inside an {@link Island} element and writes the
 * component's props next to it as JSON; the page's island script reads them back
 * ({@link readIslandProps}) and hydrates the element's content with the same component and the
 * same props, so both sides render identical markup.
 */
import { jsonForScript } from "~/lib/script-json";

/** The attribute that marks an island's element, and its value the island's name. */
const ISLAND_ATTRIBUTE = "data-island";

const propsId = (name: string) => `${name}-island-props`;

/**
 * The element an island script hydrates, with the island's props when it has any.
 * @param name unique on the page, e.g. `contact-form`
 * @param props what the browser needs to render the same markup (JSON-serialisable)
 * @param children the island's component, rendered with those props
 */
export function Island({ name, props, children }: { name: string; props?: unknown; children: React.ReactNode }) {
  return (
    <>
      <div data-island={name}>{children}</div>
      {props !== undefined && (
        <script type="application/json" id={propsId(name)} dangerouslySetInnerHTML={{ __html: jsonForScript(props) }} />
      )}
    </>
  );
}

/**
 * Finds an island's element in the document (browser only).
 * @param name the island's name
 * @returns its element, or null when the page has no such island
 */
export function islandElement(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`);
}

/**
 * Reads the props the server wrote for an island (browser only).
 * @param name the island's name
 * @returns the parsed props
 * @throws Error when the page holds none, or they are not valid JSON
 */
export function readIslandProps<P>(name: string): P {
  const text = document.getElementById(propsId(name))?.textContent;
  if (!text) throw new Error(`No props for the island "${name}" in the page.`);
  return JSON.parse(text) as P;
}
