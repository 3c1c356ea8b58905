/** What the serving specs share: visitors posting the contact form, one at a time or as a load. */

/** The contact form as its page posts it: with JavaScript, the time its script wrote when the form started. */
const contact = (email: string, withJavaScript: boolean) => ({
  _form: "contact",
  _started: withJavaScript ? String(Date.now() - 60_000) : "",
  name: "Ana Pérez",
  email,
  message: "Quisiera un presupuesto para el vestíbulo de un hotel.",
});

let visitor = 0;
/** One visitor's post, without JavaScript (a page post) or with it (a data request). */
export async function postLead(base: string, withJavaScript: boolean) {
  visitor++;
  const email = `carga-${process.pid}-${visitor}@cliente.example`;
  const address = `10.${(visitor >> 8) & 255}.${visitor & 255}.${(process.pid % 250) + 1}`;
  try {
    const response = await fetch(`${base}${withJavaScript ? "/contacto.data" : "/contacto"}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: base,
        "X-Forwarded-For": address,
      },
      body: new URLSearchParams(contact(email, withJavaScript)),
    });
    await response.arrayBuffer();
    return { email, status: response.status };
  } catch {
    return { email, status: 0 }; // the connection was refused or cut
  }
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
