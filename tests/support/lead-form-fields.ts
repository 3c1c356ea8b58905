import type { z } from "zod";
import { fieldErrors } from "../../app/leads/forms/lead-schemas";

/**
 * What the lead forms' tests fill in: a complete, valid request of each form (the sample and
 * catalogue requests, the contact page's message, the contact section's), and helpers for the
 * rules they break.
 */
export const validSample = {
  firstName: "Ana",
  lastName: "García",
  email: "ana@estudio.es",
  phone: "+34 600 123 456",
  company: "Estudio Ana",
  position: "Interiorista",
  address: "Calle Mayor 1",
  city: "Alicante",
  postalCode: "03001",
  country: "España",
  comments: "Nos interesa la colección de 300 colores.",
};

export const validCatalogue = {
  firstName: "Ana",
  lastName: "García",
  email: "ana@estudio.es",
  phone: "+34 600 123 456",
  company: "Estudio Ana",
  position: "",
  interests: "Hoteles",
};

export const validContact = { name: "Ana", email: "ana@estudio.es", phone: "", message: "Hola" };

export const validSection = {
  name: "Ana",
  company: "Hotel Sol",
  email: "ana@estudio.es",
  phone: "",
  projectType: "contract",
  message: "Queremos alfombras para 40 habitaciones.",
};

/** The message key a form answers for one field, or undefined when the field is accepted. */
export function errorFor(schema: z.ZodType, data: Record<string, unknown>, field: string): string | undefined {
  const parsed = schema.safeParse(data);
  return parsed.success ? undefined : fieldErrors(parsed.error)[field];
}

/** A text `length` characters long. */
export const chars = (length: number) => "a".repeat(length);

/** An address `length` characters long, valid in format. */
export const emailOfLength = (length: number) => `${"a".repeat(length - "@nudo.es".length)}@nudo.es`;
