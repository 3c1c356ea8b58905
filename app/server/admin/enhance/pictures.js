// Pictures in one step. Photographs dropped on a group of image slots (a colourway's whole rug,
// detail and room: [data-picture-drop]) or on one slot, or chosen with its button, are uploaded
// one after another to the library in the slot's pick mode, asking for JSON; each answer puts
// the picture in its slot of the editor's form (hidden field, thumbnail, name, descriptions), so
// the editor's autosave keeps it with everything else. A bar and a line say how far it is; at
// the end the first description to write takes focus. `window.studioSlots` lends the same to the
// library dialog (media-dialog.js): an upload there fills its slot and those after it. Without a
// script the button is the library page, whose upload does the same on the server.
(() => {
  const zones = document.querySelectorAll("[data-picture-drop]");
  const libraryPath = "/admin/content/media";

  /** Puts `picture` ({ name, label, thumb, alt }) in `slot`, the way choosing it would. */
  function fillSlot(slot, picture, said) {
    const input = slot.querySelector("[data-slot-input]");
    if (!input) return;
    const previous = input.value;
    input.value = picture.name;
    const thumb = slot.querySelector("[data-slot-thumb]");
    if (thumb) {
      thumb.src = picture.thumb;
      thumb.hidden = false;
    }
    const label = slot.querySelector("[data-slot-name]");
    if (label) label.textContent = picture.label;
    // The library's descriptions become the slot's; a language it lacks keeps the slot's text
    // only while the picture is the same (the server's rule for a pick without a script).
    const altName = `${slot.dataset.imageSlot.replace(/\.name$/, "")}.alt`;
    for (const field of input.form ? input.form.elements : []) {
      const match = /^t\.([a-z]{2})\.(.+)$/.exec(field.name || "");
      if (!match || match[2] !== altName) continue;
      const text = picture.alt?.[match[1]] || (previous === picture.name ? field.value : "");
      if (text !== field.value) {
        field.value = text;
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
    const status = slot.querySelector("[data-slot-status]");
    if (status && said) status.textContent = said;
  }

  /** The slot `path` and those after it in its group (`….images.flat.name` → `.detail`, `.room`). */
  function slotsFrom(form, path) {
    const owner = (of) => of.split(".").slice(0, -2).join(".");
    const all = Array.from(form.querySelectorAll("[data-image-slot]"), (slot) => slot.dataset.imageSlot);
    const group = all.filter(
      (other) => owner(other) === owner(path) && other.split(".").length === path.split(".").length,
    );
    return group.slice(group.indexOf(path));
  }

  /** One file to the library for `slot`, reporting its progress (0 to 1); answers the JSON. */
  function upload(documentId, slot, file, token, progress) {
    return new Promise((resolve) => {
      const request = new XMLHttpRequest();
      const query = `pick=${encodeURIComponent(documentId)}&slot=${encodeURIComponent(slot)}`;
      request.open("POST", `${libraryPath}?${query}`);
      request.setRequestHeader("Accept", "application/json");
      request.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable) progress(event.loaded / event.total);
      });
      request.addEventListener("load", () => {
        let body = {};
        try {
          body = JSON.parse(request.responseText);
        } catch {}
        resolve({ ok: request.status === 200 && typeof body.name === "string", body });
      });
      request.addEventListener("error", () => resolve({ ok: false, body: {} }));
      request.addEventListener("abort", () => resolve({ ok: false, body: {} }));
      const data = new FormData();
      data.append("_token", token);
      data.append("file", file, file.name);
      request.send(data);
    });
  }

  const fillIn = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key] ?? ""));

  /**
   * Uploads `files` into `slots` (paths) of `form`, in order, one at a time; `words` is the
   * drop zone's data-* set, `bar` and `line` show the progress. A drop while one runs waits.
   */
  let queue = Promise.resolve();
  function place(form, documentId, slots, files, words, bar, line) {
    const run = async () => {
      const token = form.elements._token ? form.elements._token.value : "";
      const chosen = Array.from(files).slice(0, slots.length);
      const said = [];
      let placed = 0;
      let first = null;
      bar.hidden = false;
      for (const [index, file] of chosen.entries()) {
        line.textContent = fillIn(words.uploading || "", { n: index + 1, count: chosen.length, file: file.name });
        const at = (share) => {
          bar.value = Math.round(((index + share) / chosen.length) * 100);
        };
        at(0);
        const answer = await upload(documentId, slots[index], file, token, at);
        const slot = form.querySelector(`[data-image-slot="${CSS.escape(slots[index])}"]`);
        if (answer.ok && slot) {
          fillSlot(slot, answer.body, "");
          placed += 1;
          first ??= slot;
        } else
          said.push(
            fillIn(words.notPlaced || "", { file: file.name, reason: answer.body.error || words.uploadFailed || "" }),
          );
      }
      bar.value = 100;
      bar.hidden = true;
      if (files.length > slots.length) said.push(fillIn(words.tooMany || "", { count: slots.length }));
      const plural = new Intl.PluralRules(document.documentElement.lang || "es").select(placed);
      const done = placed > 0 ? fillIn(plural === "one" ? words.placedOne : words.placedOther, { count: placed }) : "";
      line.textContent = [done, ...said].filter(Boolean).join(" ");
      // The first description still to write, in Spanish, of the pictures just placed.
      if (first) {
        const empty = slots
          .map((path) => form.elements[`t.es.${path.replace(/\.name$/, "")}.alt`])
          .find((field) => field && !field.value.trim());
        const next = empty || first.querySelector("[data-slot-name]");
        // In the middle of the screen: the editor's bar of buttons sits over its bottom.
        next?.scrollIntoView({ block: "center" });
        next?.focus({ preventScroll: true });
      }
    };
    queue = queue.then(run, run);
    return queue;
  }

  window.studioSlots = { fill: fillSlot, slotsFrom, place };

  for (const zone of zones) {
    const form = zone.closest("form");
    if (!form) continue;
    const documentId = zone.dataset.pictureDrop;
    const slots = JSON.parse(zone.dataset.slots || "[]");
    const bar = zone.querySelector("[data-drop-progress]");
    const line = zone.querySelector("[data-drop-status]");
    const chooser = document.createElement("input");
    chooser.type = "file";
    chooser.multiple = true;
    chooser.accept = "image/jpeg,image/png,image/webp";
    chooser.hidden = true;
    zone.append(chooser);
    const button = zone.querySelector("[data-drop-choose]");
    button?.addEventListener("click", (event) => {
      event.preventDefault();
      chooser.click();
    });
    chooser.addEventListener("change", () => {
      const files = Array.from(chooser.files || []);
      chooser.value = "";
      if (files.length > 0) place(form, documentId, slots, files, zone.dataset, bar, line);
    });
    // A drop on the zone starts at the first slot; on a slot, at that slot.
    const targets = [
      [zone, slots],
      ...slots.map((path, index) => [
        form.querySelector(`[data-image-slot="${CSS.escape(path)}"]`),
        slots.slice(index),
      ]),
    ];
    for (const [target, into] of targets) {
      if (!target) continue;
      target.addEventListener("dragover", (event) => {
        if (!event.dataTransfer || !Array.from(event.dataTransfer.types).includes("Files")) return;
        event.preventDefault();
        event.stopPropagation();
        target.classList.add("dropping");
      });
      target.addEventListener("dragleave", () => target.classList.remove("dropping"));
      target.addEventListener("drop", (event) => {
        target.classList.remove("dropping");
        const files = Array.from(event.dataTransfer?.files || []);
        if (files.length === 0) return;
        event.preventDefault();
        event.stopPropagation();
        place(form, documentId, into, files, zone.dataset, bar, line);
      });
    }
  }
})();
