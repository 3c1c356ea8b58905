// The image slot's library in place: "Change image" ([data-media-pick]) opens the library page it
// links to in a <dialog> over the editor, and everything done there (search, an image's page,
// delete) stays in the dialog, fetched from the same pages that work without a script. "Use this
// image" ([data-media-choose]) then sets the slot's hidden field, thumbnail, name and alternative
// texts in the editor's form instead of saving: the editor saves them with everything else. An
// upload fills the slot straight away, with its progress beside it (pictures.js). The words shown
// are the link's data-* attributes.
(() => {
  const links = document.querySelectorAll("[data-media-pick]");
  if (links.length === 0 || typeof HTMLDialogElement !== "function") return;
  const libraryPath = "/admin/content/media";
  let dialog;
  let body;
  let link;

  const inLibrary = (url) => {
    const target = new URL(url, location.href);
    return target.origin === location.origin && target.pathname.startsWith(libraryPath);
  };

  async function load(url, init) {
    body.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(url, { credentials: "same-origin", ...init });
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const part = page.querySelector("[data-media-library]") || page.querySelector("main");
      if (!part) throw new Error("no library in the answer");
      for (const outside of part.querySelectorAll("[data-outside-dialog]")) outside.remove();
      body.replaceChildren(...Array.from(part.childNodes, (node) => document.importNode(node, true)));
      const heading = body.querySelector("h1");
      if (heading) {
        dialog.setAttribute("aria-label", heading.textContent.trim());
        heading.tabIndex = -1;
      }
      const first = body.querySelector("[role=alert], [role=status]") || heading;
      if (first) {
        if (!first.hasAttribute("tabindex")) first.tabIndex = -1;
        first.focus();
      }
      body.scrollTop = 0;
    } catch {
      const failed = document.createElement("p");
      failed.className = "alert";
      failed.setAttribute("role", "alert");
      failed.textContent = link.dataset.failed;
      body.replaceChildren(failed);
    }
    body.removeAttribute("aria-busy");
  }

  function choose(button) {
    const slot = link.closest("[data-image-slot]");
    if (!slot || !window.studioSlots) return;
    let alt = {};
    try {
      alt = JSON.parse(button.dataset.alt || "{}");
    } catch {}
    const picture = { name: button.value, label: button.dataset.label, thumb: button.dataset.thumb, alt };
    window.studioSlots.fill(slot, picture, (link.dataset.chosen || "").replace("{{name}}", button.dataset.label));
    dialog.close();
  }

  // An upload from a slot fills it (and, with several files, the slots after it in its group):
  // the dialog closes and the slot shows the upload's progress (pictures.js).
  function uploadInto(files) {
    const slot = link.closest("[data-image-slot]");
    const form = link.form;
    if (!slot || !form || !window.studioSlots) return false;
    const slots = window.studioSlots.slotsFrom(form, slot.dataset.imageSlot);
    const bar = slot.querySelector("[data-slot-progress]");
    const line = slot.querySelector("[data-slot-status]");
    if (!bar || !line) return false;
    dialog.close();
    window.studioSlots.place(form, link.dataset.document, slots, files, link.dataset, bar, line);
    return true;
  }

  function open(from) {
    link = from;
    if (!dialog) {
      dialog = document.createElement("dialog");
      dialog.className = "media-dialog";
      const close = document.createElement("button");
      close.type = "button";
      close.className = "secondary media-dialog-close";
      close.addEventListener("click", () => dialog.close());
      body = document.createElement("div");
      body.className = "media-dialog-body";
      dialog.append(close, body);
      document.body.append(dialog);
      dialog.addEventListener("close", () => link?.focus());
      dialog.addEventListener("click", (event) => {
        const anchor = event.target.closest("a[href]");
        if (!anchor || !body.contains(anchor) || !inLibrary(anchor.href)) return;
        event.preventDefault();
        load(anchor.href);
      });
      dialog.addEventListener("submit", (event) => {
        const form = event.target;
        if (form.hasAttribute("data-media-choose")) {
          event.preventDefault();
          if (event.submitter) choose(event.submitter);
          return;
        }
        if (!inLibrary(form.action)) return;
        event.preventDefault();
        const files = form.querySelector("input[type=file]")?.files;
        if (files && files.length > 0 && uploadInto(Array.from(files))) return;
        const data = new FormData(form, event.submitter || undefined);
        if ((form.method || "get").toLowerCase() === "get") {
          const url = new URL(form.action);
          url.search = new URLSearchParams(data).toString();
          load(url.href);
        } else load(form.action, { method: "POST", body: data });
      });
    }
    dialog.querySelector(".media-dialog-close").textContent = link.dataset.close;
    const loading = document.createElement("p");
    loading.className = "muted";
    loading.textContent = link.dataset.loading;
    body.replaceChildren(loading);
    dialog.showModal();
    load(link.dataset.href || link.href);
  }

  for (const candidate of links)
    candidate.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open(candidate);
    });
})();
