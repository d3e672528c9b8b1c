import { useEffect, useRef } from "react";

const SCRIPT_SRC = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

type TurnstileApi = {
  render: (el: HTMLElement, options: { sitekey: string }) => string;
  reset: (id: string) => void;
  remove: (id: string) => void;
};

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
 * JavaScript: without it the form cannot pass. A token is good for one check, so the widget is
 * reset after every answer the form gets in the page: the next send carries a fresh token.
 * @param siteKey the public site key (the root loader reads it), or null when Turnstile is off
 * @param answerId the id of the form's latest answer in the page; each new one resets the widget
 */
export function TurnstileWidget({ siteKey, answerId }: { siteKey: string | null | undefined; answerId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);
  useEffect(() => {
    if (!siteKey || !ref.current) return;
    let cancelled = false;
    loadTurnstile()
      .then((api) => {
        if (!cancelled && ref.current) widget.current = { api, id: api.render(ref.current, { sitekey: siteKey }) };
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [siteKey]);
  useEffect(() => {
    if (answerId && widget.current) widget.current.api.reset(widget.current.id);
  }, [answerId]);
  if (!siteKey) return null;
  return <div ref={ref} className="min-h-[65px] sm:col-span-2" />;
}
