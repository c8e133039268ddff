/**
 * A rule of the domain said no: a duplicate name, a wrong current password, the last admin. Domain
 * functions throw it; the admin form helper and the API adapter turn it into a 4xx answer whose
 * message is written for the person at the form, under `field` when it concerns one.
 */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "Refusal";
  }
}
