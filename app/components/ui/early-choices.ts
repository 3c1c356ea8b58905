/**
 * Choices made before the page's scripts answer them: a colourway, a filter, a width typed in the
 * configurator, a field of a form. The browser itself checks the radio and keeps what was typed,
 * but React hydrates the control with the server's state and never hears of the change, so the
 * page went on showing (and sending) the server's choice: the picture of the first colourway, a
 * sample request with its colours (docs/decisions/030-true-from-the-first-paint.md).
 *
 * The head's script (early-taps.ts) notes every control that changes before the page has hydrated
 * (`__earlyChoices`), marks <html> while such a choice waits (`data-choices-pending`) and starts
 * the page's modules at once. Once the whole page has hydrated, each noted control, and any other
 * whose state is not the one the server sent (a form the browser restored), is given to React as
 * if the visitor made the choice now: React's own change event, its handler, its state, the page
 * it draws. Links that carry the choice (`data-follows-choice`: the sample request, the
 * configurator) are held while a choice waits and followed after it.
 */
/** On <html> once the whole page has hydrated (components/site/hydration-mark.tsx). */
export const hydratedAttribute = "data-hydrated";
export const choicesPendingAttribute = "data-choices-pending";
/** A link whose address follows a choice on the page: held while a choice waits for the page. */
export const followsChoiceAttribute = "data-follows-choice";
/** The props that mark such a link (`followsChoiceAttribute`), to spread on it. */
export const followsChoice = { [followsChoiceAttribute]: "" } as const;

/**
 * The head's part (root.tsx, sent by the server only; built by a function marked pure so that the
 * client bundle keeps none of its text, as early-taps.ts's). Until the page has hydrated it notes
 * each control that changes, marks the wait and starts the modules, and holds a click on a link
 * that follows a choice while one waits (kept with the taps, followed once the choice is drawn).
 */
export const earlyChoicesScript = /* @__PURE__ */ earlyChoicesScriptText();

function earlyChoicesScriptText() {
  const note = `function n(e){var t=e.target;if(!t||r.hasAttribute("${hydratedAttribute}")||!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))return;if(c.indexOf(t)<0)c.push(t);r.setAttribute("${choicesPendingAttribute}","");if(window.__startModules)window.__startModules()}`;
  const hold = `function h(e){var t=e.target;t=t&&t.closest?t.closest("[${followsChoiceAttribute}]"):null;if(!t||!r.hasAttribute("${choicesPendingAttribute}"))return;e.preventDefault();e.stopImmediatePropagation();var q=window.__earlyTaps||(window.__earlyTaps=[]);if(q.indexOf(t)<0)q.push(t)}`;
  return `(function(){var c=window.__earlyChoices=[],r=document.documentElement;${note}${hold}document.addEventListener("input",n,true);document.addEventListener("change",n,true);document.addEventListener("click",h,true)})();`;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: unknown): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

const ignoredTypes = new Set(["hidden", "submit", "button", "reset", "image", "file", "password"]);

/** Whether a control's state is not the one in the page's HTML (a choice, or a restored form). */
function differsFromServer(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    return Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
  }
  if (control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox")) {
    return control.checked !== control.defaultChecked;
  }
  return control.value !== sentValue(control);
}

/**
 * The value the page's HTML gave a control, as the browser holds it: a number field sent with
 * text that is no number (an address written by hand, `?w=abc`) holds "", which is no choice of
 * the visitor's. Taken for one, it redrew the configurator from the form and dropped the notice
 * of a colour code the server had left out.
 */
function sentValue(control: HTMLInputElement | HTMLTextAreaElement): string {
  if (!(control instanceof HTMLInputElement)) return control.defaultValue;
  const probe = document.createElement("input");
  probe.type = control.type;
  probe.value = control.defaultValue;
  return probe.value;
}

/** The controls of the page whose state differs from the server's, in document order. */
function changedControls(): Control[] {
  const found: Control[] = [];
  for (const element of document.querySelectorAll("input, select, textarea")) {
    if (!isControl(element) || element.disabled) continue;
    if (element instanceof HTMLInputElement && ignoredTypes.has(element.type)) continue;
    if (differsFromServer(element)) found.push(element);
  }
  return found;
}

/** The browser's own setter of a control's property, which React's value tracker does not see. */
function setUntracked(control: Control, property: "value" | "checked", value: string | boolean) {
  const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), property);
  descriptor?.set?.call(control, value);
}

/**
 * Tells React a control changed, as the visitor's own action would: React compares the control's
 * state with the one it last saw (set here through the element's own property, which React
 * tracks), and answers the event with the control's handler.
 */
function deliver(control: Control) {
  if (!control.isConnected) return;
  if (control instanceof HTMLInputElement && control.type === "radio") {
    // Only the radio chosen carries the choice; the one left is its group's former state.
    if (!control.checked) return;
    control.checked = false;
    control.click();
    return;
  }
  if (control instanceof HTMLInputElement && control.type === "checkbox") {
    const chosen = control.checked;
    control.checked = !chosen;
    control.click();
    return;
  }
  if (control instanceof HTMLSelectElement) {
    control.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  const typed = control.value;
  control.value = typed === "" ? " " : "";
  setUntracked(control, "value", typed);
  control.dispatchEvent(new Event("input", { bubbles: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Makes React hydrate the part of the page a control is in, if it has not yet (a Suspense boundary
 * inside the page waits for its turn): React hydrates a part at once for an event in it. The event
 * changes nothing: React compares the control with what it saw while hydrating, the same.
 */
function adopt(control: Control) {
  control.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Whether a choice made before the page hydrated still waits to be given to React. */
export function hasEarlyChoices(): boolean {
  return document.documentElement.hasAttribute(choicesPendingAttribute);
}

/**
 * Gives React the choices made before the page hydrated (called once, after it has: outside
 * React's effects, whose events React does not answer). Returns when React has drawn them: its
 * answers to discrete events are drawn before the event returns.
 */
export function replayEarlyChoices() {
  const holder = window as unknown as { __earlyChoices?: unknown[] };
  const noted = (holder.__earlyChoices ?? []).splice(0);
  const controls = new Set<Control>();
  for (const element of noted) if (isControl(element) && differsFromServer(element)) controls.add(element);
  for (const control of changedControls()) controls.add(control);
  for (const control of controls) adopt(control);
  for (const control of controls) deliver(control);
  document.documentElement.removeAttribute(choicesPendingAttribute);
}
