import { contactPost } from "../../scripts/strangers.ts";

/** What the serving specs share: visitors posting the contact form, one at a time or as a load. */

let visitor = 0;
/** One visitor's post, without JavaScript (a page post) or with it (a data request), from an address of its own. */
export async function postLead(base: string, withJavaScript: boolean) {
  visitor++;
  const email = `carga-${process.pid}-${visitor}@cliente.example`;
  const forwardedFor = `10.${(visitor >> 8) & 255}.${visitor & 255}.${(process.pid % 250) + 1}`;
  return { email, status: await contactPost(base, { email, forwardedFor, withJavaScript }) };
}

export const accepted = (answer: { status: number }) => answer.status === 200 || answer.status === 303;

/** `connections` visitors posting one after another until `until()` says stop. */
export async function load(base: () => string, connections: number, until: () => boolean) {
  const answers: { email: string; status: number }[] = [];
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      while (!until()) answers.push(await postLead(base(), i % 2 === 0));
    }),
  );
  return answers;
}
