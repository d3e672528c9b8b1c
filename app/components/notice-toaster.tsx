import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState } from "react";
import { Link } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon";
import type { Notice } from "~/lib/notices";

export type ShownToast = { key: string; notice: Notice; open: boolean };

const NotifyContext = createContext<(notice: Notice) => void>(() => {});

/** Shows a notice as a toast. Only available below {@link NoticeProvider}. */
export function useNotify() {
  return useContext(NotifyContext);
}

/** The Radix toast code loads only when a form is first used, keeping it out of the first page load. */
const loadToastStack = () => import("./toast-stack");
const ToastStack = lazy(loadToastStack);

/**
 * Notice context for the whole site. Toasts render through Radix Toast ({@link ToastStack}),
 * fetched in the background as soon as the visitor focuses any form.
 */
export function NoticeProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const notify = useCallback((notice: Notice) => {
    setToasts((list) => [...list.slice(-2), { key: crypto.randomUUID(), notice, open: true }]);
  }, []);
  const close = useCallback((key: string) => {
    setToasts((list) => list.map((t) => (t.key === key ? { ...t, open: false } : t)));
  }, []);

  useEffect(() => {
    const warm = (event: FocusEvent) => {
      if ((event.target as Element | null)?.closest?.("form")) {
        loadToastStack();
        document.removeEventListener("focusin", warm);
      }
    };
    document.addEventListener("focusin", warm);
    return () => document.removeEventListener("focusin", warm);
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} onClose={close} />
        </Suspense>
      )}
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
  const [icon, colour]: [IconName, string] =
    notice.tone === "destructive"
      ? ["circle-alert", "text-danger"]
      : notice.tone === "info"
        ? ["info", "text-glacier-600"]
        : ["circle-check", "text-glacier-600"];
  return (
    <div className="flex gap-3">
      <Icon name={icon} className={`${colour} mt-0.5 shrink-0 text-xl`} />
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
