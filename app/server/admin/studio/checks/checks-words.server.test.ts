import { describe, expect, it } from "vitest";
import type { ContentIssue } from "~/content/validate";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { checksCopy } from "./checks-words.server";
import { issueText } from "./issue-text.server";

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

describe("the publish checks' words", () => {
  const es = Object.fromEntries(leaves(checksCopy.es as unknown as Tree));
  const en = Object.fromEntries(leaves(checksCopy.en as unknown as Tree));

  it("have the same placeholders in English as in Spanish, and no Spanish left in English", () => {
    const names = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(es)) expect(names(en[key] ?? ""), key).toEqual(names(text));
    for (const [key, text] of Object.entries(en))
      expect(text, key).not.toMatch(/[ñ¿¡áéíóú«»]|\b(el|la|los|las|del|para|una?)\b/i);
  });

  it("name a finding's language, its rule and its words in the staff member's language, never the rule's id", () => {
    const issue: ContentIssue = {
      lang: "it",
      path: "items.0.title",
      code: "claim",
      severity: "warning",
      rule: "italianTitleCase",
      detail: "Campionario",
    };
    expect(issueText(issue, studioCopy.es)).toMatch(
      /^Italiano: Aviso de estilo · Título italiano con mayúsculas: «Campionario»\. En italiano/,
    );
    expect(issueText(issue, studioCopy.en)).toMatch(
      /^Italian: Style warning · Italian title in Title Case: “Campionario”\. Italian titles/,
    );
    expect(issueText(issue, studioCopy.es, { field: "Elemento 1 › Título" })).toMatch(
      /^Elemento 1 › Título · Italiano: /,
    );
    expect(issueText(issue, studioCopy.es)).not.toContain("italianTitleCase");
  });
});
