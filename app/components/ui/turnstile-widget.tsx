import { useEffect, useRef } from "react";

const SCRIPT_SRC = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

type TurnstileApi = { render: (el: HTMLElement, options: { sitekey: string }) => string; remove: (id: string) => void };

let scriptPromise: Promise<TurnstileApi> | undefined;

/** Loads Cloudflare's widget script once (its origin is allowed in the CSP when Turnstile is on). */
function loadTurnstile(): Promise<TurnstileApi> {
  const w = window as unknown as { turnstile?: TurnstileApi };
  if (w.turnstile) return Promise.resolve(w.turnstile);
  scriptPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => (w.turnstile ? resolve(w.turnstile) : reject(new Error("Turnstile did not load")));
    script.onerror = () => reject(new Error("Turnstile did not load"));
    document.head.appendChild(script);
  });
  return scriptPromise;
}

/**
 * The Cloudflare Turnstile check box, rendered only when the operator set TURNSTILE_SITE_KEY.
 * It adds the `cf-turnstile-response` field that the action verifies. Turnstile needs
 * JavaScript: without it the form cannot pass.
 * @param siteKey the public site key (the root loader reads it), or null when Turnstile is off
 */
export function TurnstileWidget({ siteKey }: { siteKey: string | null | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!siteKey || !ref.current) return;
    let widgetId: string | undefined;
    let api: TurnstileApi | undefined;
    loadTurnstile()
      .then((t) => {
        api = t;
        if (ref.current) widgetId = t.render(ref.current, { sitekey: siteKey });
      })
      .catch(() => {});
    return () => {
      if (api && widgetId) api.remove(widgetId);
    };
  }, [siteKey]);
  if (!siteKey) return null;
  return <div ref={ref} className="min-h-[65px] sm:col-span-2" />;
}
