import type { ClientActionFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { formField } from "./hidden-fields";

/**
 * The browser side of every lead form's route action: the post goes to the server as usual;
 * when it cannot get there (network down, server unreachable) the form gets a 'failed' answer,
 * so it shows the form's error toast and keeps the data, instead of the page failing. The
 * failure is logged to the console.
 */
export async function leadClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const form = (await request.clone().formData()).get(formField);
  try {
    return await serverAction();
  } catch (error) {
    console.error(`The ${String(form)} form could not be sent: ${(error as Error).message}`);
    return { form, status: "failed" as const, values: {} };
  }
}

/** Pages with lead forms load nothing a form post changes: no reload after sending. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? false : defaultShouldRevalidate;
}
