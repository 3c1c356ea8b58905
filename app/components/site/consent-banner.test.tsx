import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  consentBannerAttribute,
  consentChoiceAttribute,
  earlyOpenAttribute,
  earlyTapScript,
} from "~/components/ui/early-taps";
import { consentSettingsId } from "~/consent/consent";
import { LanguageProvider } from "~/i18n/language-context";
import { messages } from "~/i18n/messages.server";
import { ConsentBanner } from "./consent-banner";

const render = () =>
  renderToString(
    <LanguageProvider lang="es" path="/" messages={messages.es}>
      <ConsentBanner />
    </LanguageProvider>,
  );

describe("the cookie banner as the server sends it", () => {
  it("is in the page, drawn off screen and inert, marked for the head's script to show it", () => {
    const html = render();
    expect(html).toContain(`${consentBannerAttribute}=""`);
    expect(html).toMatch(/<section[^>]*aria-hidden="true"[^>]*inert=""/);
    expect(html).not.toMatch(/<section[^>]*\sdata-shown=/);
    expect(html).toContain("Tu privacidad");
  });

  it("carries the two choices and the settings as the head's script answers them before the page has hydrated", () => {
    const html = render();
    expect(html).toMatch(new RegExp(`<button[^>]*${consentChoiceAttribute}="necessary"[^>]*>Solo necesarias`));
    expect(html).toMatch(new RegExp(`<button[^>]*${consentChoiceAttribute}="all"[^>]*>Aceptar todas`));
    expect(html).toMatch(new RegExp(`<button[^>]*${earlyOpenAttribute}="${consentSettingsId}"[^>]*>Configurar`));
    // The script looks for the same names.
    expect(earlyTapScript).toContain(`[${consentBannerAttribute}]`);
    expect(earlyTapScript).toContain(`[${consentChoiceAttribute}]`);
  });
});
