import * as Toast from "@radix-ui/react-toast";
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { Link } from "react-router";
import type { Notice } from "~/lib/notices";

type Shown = { key: string; notice: Notice; open: boolean };

const NotifyContext = createContext<(notice: Notice) => void>(() => {});

/** Shows a notice as a toast. Only available below {@link NoticeProvider}. */
export function useNotify() {
  return useContext(NotifyContext);
}

/** How long a toast stays, in ms; longer for failures and reading lists. */
const durationFor = (notice: Notice) => (notice.tone === "destructive" || notice.links ? 12000 : 7000);

/**
 * Radix toast provider and viewport for the whole site. Success and info toasts are
 * announced politely; failures are foreground (assertive) toasts.
 */
export function NoticeProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Shown[]>([]);
  const notify = useCallback((notice: Notice) => {
    setToasts((list) => [...list.slice(-2), { key: crypto.randomUUID(), notice, open: true }]);
  }, []);
  const value = useMemo(() => notify, [notify]);

  return (
    <NotifyContext.Provider value={value}>
      <Toast.Provider swipeDirection="right" label="Notification">
        {children}
        {toasts.map(({ key, notice, open }) => (
          <Toast.Root
            key={key}
            open={open}
            duration={durationFor(notice)}
            type={notice.tone === "destructive" ? "foreground" : "background"}
            onOpenChange={(next) =>
              setToasts((list) =>
                next ? list : list.map((t) => (t.key === key ? { ...t, open: false } : t)),
              )
            }
            data-tone={notice.tone}
            className="pointer-events-auto relative w-full rounded-2xl border p-5 pr-12 shadow-xl data-[tone=destructive]:(border-danger bg-danger-50 text-charcoal) data-[tone=success]:(border-granite-100 bg-white) data-[tone=info]:(border-granite-100 bg-white) data-[state=open]:animate-[toast-in_200ms_ease-out] motion-reduce:animate-none"
          >
            <NoticeBody notice={notice} TitleTag={Toast.Title} DescriptionTag={Toast.Description} />
            <Toast.Close
              aria-label="Dismiss notification"
              className="focus-ring absolute right-3 top-3 grid h-8 w-8 place-items-center rounded-full text-granite hover:bg-granite-100"
            >
              <span className="i-lucide-x" aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className="fixed bottom-0 right-0 z-90 m-0 flex w-full max-w-[26rem] list-none flex-col gap-3 p-4 outline-none sm:p-6" />
      </Toast.Provider>
    </NotifyContext.Provider>
  );
}

type TagProps = { className?: string; children: React.ReactNode };

/**
 * The content of a notice: title, description and an optional reading list.
 * Used inside a toast and, without JavaScript, inline in the page.
 */
export function NoticeBody({
  notice,
  TitleTag = "p",
  DescriptionTag = "p",
}: {
  notice: Notice;
  TitleTag?: React.ElementType<TagProps>;
  DescriptionTag?: React.ElementType<TagProps>;
}) {
  const icon =
    notice.tone === "destructive" ? "i-lucide-circle-alert text-danger" : notice.tone === "info" ? "i-lucide-info text-glacier-600" : "i-lucide-circle-check text-glacier-600";
  return (
    <div className="flex gap-3">
      <span className={`${icon} mt-0.5 shrink-0 text-xl`} aria-hidden="true" />
      <div className="min-w-0">
        <TitleTag className="font-display text-base font-600">{notice.title}</TitleTag>
        <DescriptionTag className="mt-1 text-sm text-granite">{notice.description}</DescriptionTag>
        {notice.links && (
          <div className="mt-3 text-sm">
            <p className="font-600">{notice.links.lead}</p>
            <ul className="mt-1 space-y-1">
              {notice.links.items.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className="focus-ring link-underline text-glacier-700">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * A notice rendered in the page, for visitors without JavaScript (or before hydration).
 * Failures use role="alert", everything else role="status".
 */
export function InlineNotice({ notice, className = "" }: { notice: Notice; className?: string }) {
  return (
    <div
      role={notice.tone === "destructive" ? "alert" : "status"}
      data-tone={notice.tone}
      className={`rounded-2xl border p-5 data-[tone=destructive]:(border-danger bg-danger-50) border-granite-200 bg-white ${className}`}
    >
      <NoticeBody notice={notice} />
    </div>
  );
}
