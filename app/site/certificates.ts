/**
 * The fire certificates the company holds, as company facts: each is quoted on the specifier's
 * data sheet (and in the 3D object's metadata) beside the classification it proves. Both below
 * are clearly fictional placeholders (`EJEMPLO-…`): replace each with the real certificate's
 * number, date and the body that issued it, or remove it, and the sheet then says the
 * certificate is available on request. `npm run check:launch` lists them until then.
 */
export type Certificate = {
  /** The certificate's number as the body wrote it. */
  number: string;
  /** The day it was issued, `YYYY-MM-DD`. */
  date: string;
  /** The laboratory or notified body that issued it. */
  body: string;
};

export const heldCertificates = {
  /** EN 13501-1 floorings: class Bfl-s1 of the wool pile on the fire-retardant backing. */
  floorsFireRetardant: {
    number: "EJEMPLO-EN13501-0001",
    date: "2025-03-14",
    body: "Laboratorio de ensayo de ejemplo",
  },
  /** IMO 2010 FTP Code, Parts 2 and 5: the wool pile on the fire-retardant backing, for ships. */
  shipsFireRetardant: {
    number: "EJEMPLO-IMO-FTP-0002",
    date: "2025-06-02",
    body: "Organismo notificado de ejemplo",
  },
} as const satisfies Record<string, Certificate>;

export type HeldCertificates = Record<string, Certificate>;
