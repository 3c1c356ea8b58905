// The editor keeps every word: a draft is saved about 2 s after the last keystroke (and at once
// with Ctrl/Cmd+S), the status line beside the buttons says where the words stand, and leaving
// the page with unsaved changes asks first. Acts only where the editor's form carries its marks
// (an input with data-autosave, the status line with data-autosave-status); its words come from
// the status line's data-* attributes. Without it the form's buttons do everything.
(() => {
  const revision = document.querySelector("input[data-autosave]");
  const status = document.querySelector("[data-autosave-status]");
  const form = revision?.form;
  if (!revision || !status || !form) return;
  const url = revision.getAttribute("data-autosave") || "";
  // What the form started from (three-way.server.ts): a save since moves it to what was sent.
  const base = form.querySelector('input[name="base"]');
  const words = status.dataset;
  let dirty = false;
  let saving = false;
  let again = false;
  let leaving = false;
  let timer = 0;
  // A button pressed while a draft was being saved: pressed again once that save has ended.
  let submitAfterSave = null;

  const saveEnded = () => {
    saving = false;
    const submit = submitAfterSave;
    submitAfterSave = null;
    submit?.();
  };

  const say = (text) => {
    status.textContent = text;
  };

  // A save refused because someone else saved first: the form's own save (with the revision it
  // still holds) answers with the page that shows both versions, so nothing typed is lost.
  const conflict = (self) => {
    status.textContent = `${(self ? words.conflictSelf : words.conflict) || ""} `;
    const compare = document.createElement("button");
    compare.type = "button";
    compare.className = "link";
    compare.textContent = words.compare || "";
    compare.addEventListener("click", () => {
      const save = form.querySelector('button[name="intent"][value="save"]');
      leaving = true;
      form.requestSubmit(save instanceof HTMLButtonElement ? save : undefined);
    });
    status.append(compare);
  };

  const fields = () => {
    const body = {};
    for (const [name, value] of new FormData(form)) {
      // The last of a name wins, as on the server (a checkbox after its hidden "false").
      if (
        typeof value === "string" &&
        (/^[ts]\./.test(name) || name === "_token" || name === "revision" || name === "base")
      )
        body[name] = value;
    }
    return body;
  };

  async function save() {
    window.clearTimeout(timer);
    if (saving) {
      again = true;
      return;
    }
    if (!dirty) return;
    saving = true;
    dirty = false;
    say(words.saving || "");
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(fields()),
        credentials: "same-origin",
      });
      const answer = await response.json().catch(() => ({}));
      if (response.ok && answer.ok) {
        revision.value = String(answer.revision);
        if (base && typeof answer.base === "string") base.value = answer.base;
        // Saved together with another tab's or person's change, which this page does not show yet.
        const saved = answer.merged ? (answer.merged === "self" ? words.mergedSelf : words.mergedOther) : words.saved;
        if (dirty) say(words.dirty || "");
        else say((saved || "").replace("{{time}}", answer.time || ""));
      } else {
        dirty = true;
        if (response.status === 409) conflict(answer.self === true);
        // A refusal the server words itself (a name another design holds), else the general one.
        else say(typeof answer.message === "string" ? answer.message : words.failed || "");
        again = false;
        saveEnded();
        return;
      }
    } catch {
      dirty = true;
      say(words.failed || "");
    }
    if (again || dirty) {
      again = false;
      if (dirty) timer = window.setTimeout(save, 2000);
    }
    saveEnded();
  }

  const changed = (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[name]")) return;
    if (event.target.getAttribute("name") === "liveAt") return;
    dirty = true;
    if (!saving) say(words.dirty || "");
    window.clearTimeout(timer);
    timer = window.setTimeout(save, 2000);
  };
  form.addEventListener("input", changed);
  form.addEventListener("change", changed);
  // A button pressed while a draft is being saved waits for that save: the form would otherwise
  // post the revision the save is replacing, and the editor be told of a version from another tab.
  form.addEventListener("submit", (event) => {
    window.clearTimeout(timer);
    if (saving) {
      event.preventDefault();
      const submitter = event.submitter;
      submitAfterSave = () => form.requestSubmit(submitter);
      return;
    }
    leaving = true;
  });

  document.addEventListener("keydown", (event) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
      event.preventDefault();
      dirty = true;
      save();
    }
  });

  window.addEventListener("beforeunload", (event) => {
    if (!dirty || leaving) return;
    event.preventDefault();
    event.returnValue = "";
  });
})();
