/**
 * The inline script every page runs, with the CSP nonce: the navigation menu's keyboard
 * behaviour, without the framework (/contact's island script hydrates its forms only). The mobile
 * menu (`<details>` in the header) closes on Escape, returning focus to its toggle, and on a click
 * outside it. Everything still works without it: the menu opens and closes with its toggle. The
 * blog filter's script is the blog's own (app/components/category-filter.tsx).
 */
export const DOCUMENT_SCRIPT = `(${documentScript})()`;

/**
 * The script's source, as a function whose text {@link DOCUMENT_SCRIPT} inlines: the production
 * build minifies it with the rest of the Worker. It must use nothing from outside its own body.
 */
function documentScript() {
  const menu = document.querySelector<HTMLDetailsElement>("header details");
  if (menu) {
    document.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && menu.open) {
        menu.open = false;
        menu.querySelector("summary")?.focus();
      }
    });
    document.addEventListener("click", (e) => {
      if (menu.open && !menu.contains(e.target as Node)) menu.open = false;
    });
  }
}
