import { beforeAll, describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import es from "~/i18n/locales/es";
import { formDefinitions, leadForms } from "~/leads/forms/definitions";
import { type FieldDefinition, type FormDefinition, fieldsOf } from "~/leads/forms/fields";
import type { Lead } from "~/leads/forms/lead";
import { leadEmails } from "../../../tests/support/mail";
import { confirmationWords, notificationWords } from "./mail-words.server";

/*
 * What the e-mails' words must say beyond being complete in every language (their keys, empty
 * texts, placeholders and Spanish left behind are checked with every words module in
 * app/i18n/words.test.ts).
 */

/** Every string of a table of words. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe.each(languages)("the confirmation e-mail in %s", (lang) => {
  const text = strings(confirmationWords[lang]).join("\n");

  it("promises no reply or delivery time and makes no green claim", () => {
    // No figures at all: no "within 24 hours", no "in 3 days".
    expect(text).not.toMatch(/\d/);
    expect(text).not.toMatch(
      /sosteni|sustainab|nachhaltig|duurza|durable|écolog|ecolog|öko|\beco\b|\bgreen\b|\bverde\b|\bgrün|\bgroen\b/i,
    );
  });

  it("names the wool by no origin (the only one the company claims is New Zealand's)", () => {
    expect(text).not.toMatch(/escoc|scott|schott|écoss|schots|tibet|himala|persa|persian|merino/i);
  });
});

describe("the confirmation's words", () => {
  it("call a rug a vloerkleed in Dutch", () => {
    expect(strings(confirmationWords.nl).join("\n")).not.toMatch(/tapijt/i);
    expect(strings(confirmationWords.nl).join("\n")).toMatch(/vloerkleed/);
  });

  it("call the sample kit a Musterkollektion in German, as the site does", () => {
    const german = strings(confirmationWords.de).join("\n");
    expect(german).not.toMatch(/Musterset|Musterkit|Musteranfrage|Muster-Set/);
    expect(german).toMatch(/Musterkollektion/);
  });
});

/** A lead of `form` with every field filled: the value of a field is its name (a project type for the choice). */
function fullLead(form: (typeof leadForms)[number]): Lead {
  const definition: FormDefinition = formDefinitions[form];
  const data = Object.fromEntries(
    fieldsOf(definition).map((field: FieldDefinition) => [
      field.name,
      field.kind === "select"
        ? field.options[0]
        : field.kind === "email"
          ? "ana@cliente.example"
          : field.kind === "design"
            ? { slug: "marea", name: "Marea", colours: ["BL03"] }
            : `v-${field.name}`,
    ]),
  );
  return { id: "l1", form, lang: "de", createdAt: new Date("2026-11-20T10:00:00Z"), data } as Lead;
}

describe.each(leadForms)("the %s form's sales notification", (form) => {
  const definition: FormDefinition = formDefinitions[form];
  let text = "";
  beforeAll(async () => {
    text = (await leadEmails(fullLead(form), { catalogueUrl: "https://nudo.example/c.pdf" })).notification.text;
  });

  it("labels every field of the definition in Spanish", () => {
    for (const field of fieldsOf(definition)) {
      const label = notificationWords.fieldLabels[field.name];
      expect(label.trim(), field.name).not.toBe("");
      expect(text, field.name).toContain(label);
    }
  });

  it("shows the definition's rows, in its order, then its free text", () => {
    const visitor = text.split("\n\n").find((block) => block.startsWith(notificationWords.visitorHeading)) ?? "";
    const labels = visitor
      .split("\n")
      .slice(1)
      .map((line) => line.slice(0, line.indexOf(":")));
    expect(labels).toEqual(definition.mail.rows.map((name) => notificationWords.fieldLabels[name]));
    expect(text).toContain(`${notificationWords.fieldLabels[definition.mail.freeText]}\n`);
    expect(text).toContain(`v-${definition.mail.freeText}`);
  });

  it("writes a choice by its Spanish label", () => {
    for (const field of fieldsOf(definition)) {
      if (field.kind !== "select") continue;
      expect(text).toContain(
        `${notificationWords.fieldLabels[field.name]}: ${es.forms.contactSection.projectTypes.contract}`,
      );
    }
  });
});

describe("the e-mails' words", () => {
  it("write their placeholders as the e-mails fill them, {name}, never the pages' {{name}}", () => {
    const everything = [notificationWords, ...languages.map((lang) => confirmationWords[lang])].flatMap(strings);
    expect(everything.filter((value) => value.includes("{{"))).toEqual([]);
  });
});
